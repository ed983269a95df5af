import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startKurrentDbTestServerProcess } from '../../../test/kurrentdb-test-server-process.js';
import { testEvent } from '../contract/event-store.contract.test-kit.js';
import type { RecordedEvent } from '../event.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

const waitFor = async (condition: () => boolean, timeoutMs = 15_000): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

// A KurrentDB restart drops the subscription call; the adapter resubscribes from the last position handed over
// (no event lost or repeated) and says so in its health report.
describe('KurrentDB subscription across a server restart', () => {
  it('resubscribes with backoff from the last position and reports the drop', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kurrentdb-resubscribe-'));
    let server = await startKurrentDbTestServerProcess(dir);
    const logged: string[] = [];
    const store = new KurrentDbEventStore({ connectionString: server.connectionString, log: (m) => logged.push(m) });
    try {
      await store.append('case-1', [testEvent('N', { n: 1 }), testEvent('N', { n: 2 })], {
        expectedRevision: 'no_stream',
      });
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ after: 0n, onEvents: async (batch) => void received.push(...batch) });
      await waitFor(() => received.length === 2 && subscription.caughtUp);

      await server.stop();
      await waitFor(() => store.subscriptionHealth().drops >= 1);
      expect(store.subscriptionHealth().resubscribing).toBe(1);
      server = await startKurrentDbTestServerProcess(dir, server.port);

      await store.append('case-1', [testEvent('N', { n: 3 })], { expectedRevision: 1n });
      await waitFor(() => received.length === 3);
      await waitFor(() => store.subscriptionHealth().resubscribing === 0);
      expect(received.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      expect(logged.some((m) => m.includes('resubscribing'))).toBe(true);
      await subscription.stop();
    } finally {
      await store.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
