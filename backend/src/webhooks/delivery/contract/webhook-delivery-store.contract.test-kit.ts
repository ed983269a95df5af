import type { NewWebhookDelivery, WebhookDeliveryStore } from '../webhook-delivery-store.port.js';

const at = new Date('2026-11-28T09:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);

export const newWebhookDelivery = (id: string, overrides: Partial<NewWebhookDelivery> = {}): NewWebhookDelivery => ({
  id,
  endpointId: 'ep-1',
  ownerId: 'u-1',
  eventType: 'insolvency.case.matched',
  body: `{"id":"${id}"}`,
  at,
  ...overrides,
});

const failure = (ms: number, retryAt: Date | null) => ({
  at: later(ms),
  delivered: false,
  httpStatus: 500,
  latencyMs: 12,
  error: 'http_500',
  retryAt,
});

/** The behaviour every `WebhookDeliveryStore` adapter has (run by the SQLite and the MongoDB spec). */
export function webhookDeliveryStoreContract(open: () => Promise<WebhookDeliveryStore>): void {
  let store: WebhookDeliveryStore;
  beforeEach(async () => {
    store = await open();
  });

  it('enqueues a delivery once per webhook-id, due at once, with its body until it is delivered', async () => {
    expect(await store.enqueue([newWebhookDelivery('m1'), newWebhookDelivery('m2')])).toBe(2);
    expect(await store.enqueue([newWebhookDelivery('m1', { body: '{}' })])).toBe(0);
    expect(await store.get('m1')).toEqual({
      id: 'm1',
      endpointId: 'ep-1',
      ownerId: 'u-1',
      eventType: 'insolvency.case.matched',
      status: 'pending',
      attempts: 0,
      createdAt: at,
      dueAt: at,
      firstAttemptAt: null,
      lastAttemptAt: null,
      httpStatus: null,
      latencyMs: null,
      lastError: null,
      body: '{"id":"m1"}',
    });
    expect(await store.nextDue()).toEqual(at);
    const [claimed] = await store.claimDue(at, later(30_000), 1);
    await store.recordAttempt(claimed!.id, {
      at: later(100),
      delivered: true,
      httpStatus: 204,
      latencyMs: 80,
      error: null,
      retryAt: null,
    });
    expect(await store.get(claimed!.id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      firstAttemptAt: at,
      lastAttemptAt: later(100),
      httpStatus: 204,
      latencyMs: 80,
      body: null,
    });
    expect(await store.get('unknown')).toBeNull();
  });

  it('records a delivery its caller sends at once as already claimed (no other process takes it)', async () => {
    await store.enqueue([newWebhookDelivery('test', { eventType: 'webhook.test', claimedUntil: later(30_000) })]);
    expect(await store.get('test')).toMatchObject({ attempts: 1, firstAttemptAt: at, dueAt: later(30_000) });
    expect(await store.claimDue(later(1), later(60_000), 10)).toEqual([]);
  });

  it('hands a due delivery to one claimer only; a lost attempt (crash) is due again after its lease', async () => {
    await store.enqueue([newWebhookDelivery('m1')]);
    const [first, second] = await Promise.all([
      store.claimDue(at, later(30_000), 10),
      store.claimDue(at, later(30_000), 10),
    ]);
    expect([...first!, ...second!].map((d) => [d.id, d.attempts])).toEqual([['m1', 1]]);
    expect(await store.claimDue(later(29_999), later(60_000), 10)).toEqual([]);
    expect((await store.claimDue(later(30_000), later(60_000), 10)).map((d) => [d.id, d.attempts, d.body])).toEqual([
      ['m1', 2, '{"id":"m1"}'],
    ]);
  });

  it('enqueues a batch with known ids among new ones, and splits a batch between two claimers', async () => {
    await store.enqueue([newWebhookDelivery('m2')]);
    const ids = Array.from({ length: 12 }, (_, i) => `m${i}`);
    expect(await store.enqueue(ids.map((id) => newWebhookDelivery(id)))).toBe(11);
    const [first, second] = await Promise.all([
      store.claimDue(at, later(30_000), 12),
      store.claimDue(at, later(30_000), 12),
    ]);
    const claimed = [...first!, ...second!].map((d) => d.id).sort();
    expect(claimed).toEqual([...ids].sort());
    expect(
      [...first!, ...second!].every((d) => d.attempts === 1 && d.dueAt.getTime() === later(30_000).getTime()),
    ).toBe(true);
    expect(await store.claimDue(later(1), later(60_000), 20)).toEqual([]);
  });

  it('keeps a failed delivery pending until its retry time, and drops its body once given up', async () => {
    await store.enqueue([newWebhookDelivery('m1')]);
    await store.claimDue(at, later(30_000), 10);
    await store.recordAttempt('m1', failure(50, later(5_000)));
    expect(await store.get('m1')).toMatchObject({ status: 'pending', dueAt: later(5_000), httpStatus: 500 });
    expect(await store.nextDue()).toEqual(later(5_000));
    expect(await store.claimDue(later(4_999), later(60_000), 10)).toEqual([]);
    await store.claimDue(later(5_000), later(60_000), 10);
    await store.recordAttempt('m1', failure(5_050, null));
    expect(await store.get('m1')).toMatchObject({ status: 'failed', attempts: 2, lastError: 'http_500', body: null });
    expect(await store.nextDue()).toBeNull();
  });

  it("lists an endpoint's log newest first and tracks its failure streak", async () => {
    await store.enqueue([
      newWebhookDelivery('old'),
      newWebhookDelivery('new', { at: later(1_000) }),
      newWebhookDelivery('other', { endpointId: 'ep-2' }),
    ]);
    expect((await store.log('ep-1', 10)).map((d) => d.id)).toEqual(['new', 'old']);
    expect((await store.log('ep-1', 1)).map((d) => d.id)).toEqual(['new']);
    expect(await store.noteHealth('ep-1', false, later(1))).toEqual(later(1));
    expect(await store.noteHealth('ep-1', false, later(2))).toEqual(later(1));
    expect(await store.noteHealth('ep-1', true, later(3))).toBeNull();
    expect(await store.noteHealth('ep-1', false, later(4))).toEqual(later(4));
  });

  it("forgets all of an endpoint's deliveries and health on removal, and prunes old and surplus log entries", async () => {
    const finished = async (id: string, ms: number, endpointId = 'ep-1') => {
      await store.enqueue([newWebhookDelivery(id, { at: later(ms), endpointId })]);
      await store.claimDue(later(ms), later(ms + 1), 10);
      await store.recordAttempt(id, failure(ms, null));
    };
    await finished('a', 0);
    await finished('b', 10_000);
    await finished('c', 20_000);
    await finished('d', 30_000);
    await store.enqueue([newWebhookDelivery('open', { at: later(1) })]);
    await finished('x', 0, 'ep-2');
    await store.noteHealth('ep-2', false, at);
    // Older than the cutoff: a (finished) goes, `open` stays pending; beyond the newest 2: b goes.
    expect(await store.prune(later(5_000), 2)).toBe(3);
    expect((await store.log('ep-1', 10)).map((d) => d.id)).toEqual(['d', 'c', 'open']);
    await store.removeEndpoint('ep-2');
    expect(await store.log('ep-2', 10)).toEqual([]);
    expect(await store.noteHealth('ep-2', false, later(9))).toEqual(later(9));
  });
}
