import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '@insolvenz/backend/platform/event-store/contract/event-store.contract.test-kit.js';
import { KurrentDbEventStore } from '@insolvenz/backend/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { startKurrentDbTestServer, type KurrentDbTestServer } from './kurrentdb-test-server.js';

// The event-store contract on the KurrentDB adapter: against the test server (a fresh one per case, file-backed
// so the restart case reopens the same log), and against a real KurrentDB when KURRENTDB_URL is set (`npm run
// test:contract`; it needs an empty server: `docker compose down -v kurrentdb && docker compose up kurrentdb`).
eventStoreContract('KurrentDB adapter on the test server', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kurrentdb-contract-'));
  const server: KurrentDbTestServer = await startKurrentDbTestServer({ dataDir: dir });
  return {
    open: async () => new KurrentDbEventStore({ connectionString: server.connectionString }),
    rawStorage: async () => Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f)))),
    erasureNeedsScavenge: true,
    dispose: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

const realServer = process.env.KURRENTDB_URL;
if (realServer) {
  eventStoreContract(`KurrentDB adapter on ${realServer}`, async () => ({
    open: async () => new KurrentDbEventStore({ connectionString: realServer }),
    erasureNeedsScavenge: true,
    dispose: async () => undefined,
  }));
}
