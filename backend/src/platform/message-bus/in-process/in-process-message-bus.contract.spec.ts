import { messageBusContract } from '../contract/message-bus.contract.test-kit.js';
import { InProcessMessageBus } from './in-process-message-bus.js';

// One in-process bus is one process: a crash drops it, and with it everything it had not handed over.
let topics = 0;
messageBusContract('in-process', () => ({
  open: async () => {
    const bus = new InProcessMessageBus({ maxAttempts: 3, retryDelayMs: 1 });
    return { bus, crash: async () => undefined };
  },
  topic: () => `contract.${++topics}`,
  patienceMs: 2000,
}));
