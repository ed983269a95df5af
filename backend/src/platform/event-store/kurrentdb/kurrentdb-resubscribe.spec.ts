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

  // Was a defect: when the server went away while a batch was handled, the handler's failed read stopped the
  // subscription before the stream reported the drop, and the health counted none (the subscriber started again
  // from its checkpoint all the same). A handler's own error is not a drop.
  it('counts a connection lost while a batch is handled as a drop, not a failing handler', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kurrentdb-resubscribe-'));
    const server = await startKurrentDbTestServerProcess(dir);
    const store = new KurrentDbEventStore({ connectionString: server.connectionString });
    try {
      await store.append('case-1', [testEvent('N', { n: 1 })], { expectedRevision: 'no_stream' });
      const failWith = async (error: Error) => {
        const errors: unknown[] = [];
        const subscription = store.subscribeToAll({
          after: 0n,
          onEvents: async () => {
            throw error;
          },
          onError: (e) => errors.push(e),
        });
        await waitFor(() => errors.length === 1);
        await subscription.stop();
        return errors[0];
      };
      expect(await failWith(new Error('a read model could not write'))).toBeInstanceOf(Error);
      expect(store.subscriptionHealth().drops).toBe(0);
      const lost = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
      expect(await failWith(lost)).toBe(lost);
      expect(store.subscriptionHealth()).toMatchObject({ drops: 1, resubscribing: 0 });
    } finally {
      await store.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Was a defect: subscribed again from beyond the end of a replaced (or restored) log, it waited until that log
  // passed its position and skipped everything written before, without a word.
  it('ends with an error when the server that comes back holds a shorter log (replaced, restored)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kurrentdb-resubscribe-'));
    const emptyDir = await mkdtemp(join(tmpdir(), 'kurrentdb-replaced-'));
    let server = await startKurrentDbTestServerProcess(dir);
    const store = new KurrentDbEventStore({ connectionString: server.connectionString });
    try {
      for (let n = 1; n <= 3; n++)
        await store.append(`case-${n}`, [testEvent('N', { n })], { expectedRevision: 'no_stream' });
      const received: RecordedEvent[] = [];
      const errors: unknown[] = [];
      const subscription = store.subscribeToAll({
        after: 0n,
        onEvents: async (batch) => void received.push(...batch),
        onError: (error) => void errors.push(error),
      });
      await waitFor(() => received.length === 3 && subscription.caughtUp);

      await server.stop();
      await waitFor(() => store.subscriptionHealth().drops >= 1);
      server = await startKurrentDbTestServerProcess(emptyDir, server.port);
      await store.append('case-9', [testEvent('N', { n: 9 })], { expectedRevision: 'no_stream' });

      await waitFor(() => errors.length === 1);
      expect(String(errors[0])).toMatch(/the event log ends at position \d+, before this subscription's position \d+/);
      expect(received).toHaveLength(3);
    } finally {
      await store.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
