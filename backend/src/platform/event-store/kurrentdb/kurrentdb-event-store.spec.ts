import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startKurrentDbTestServerProcess } from '../../../test/kurrentdb-test-server-process.js';
import { eventStoreContract } from '../contract/event-store.contract.test-kit.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

// The event-store contract on the KurrentDB adapter: against the KurrentDB test server (e2e/, built by `npm run
// build:server`; a fresh file-backed one per case, so the restart case reopens the same log), and against a
// real KurrentDB when KURRENTDB_URL is set (`npm run test:contract`; it needs an empty server:
// `docker compose down -v kurrentdb && docker compose up -d kurrentdb`).
eventStoreContract('KurrentDB adapter on the test server', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kurrentdb-contract-'));
  const server = await startKurrentDbTestServerProcess(dir);
  return {
    open: async () => new KurrentDbEventStore({ connectionString: server.connectionString }),
    rawStorage: async () => Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f)))),
    erasureNeedsScavenge: true,
    dispose: async () => {
      await server.stop();
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
