import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '../contract/event-store.contract.test-kit.js';
import { SqliteEventStore } from './sqlite-event-store.js';

eventStoreContract('SQLite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'es-contract-'));
  return {
    open: async () => new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 20 }),
    rawStorage: async () => Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f)))),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});
