import { eventStoreContract } from '../contract/event-store.contract.test-kit.js';
import { InMemoryEventStore, InMemoryLog } from './in-memory-event-store.js';

// No files: the erasure case's byte search does not apply (rawStorage absent), the rest of the contract does.
eventStoreContract('in memory', async () => {
  const log = new InMemoryLog();
  return {
    open: async () => new InMemoryEventStore(log),
    dispose: async () => undefined,
  };
});
