import type { MailDeliveryStore, NewMailDelivery } from '../mail-delivery-store.port.js';

const at = new Date('2026-11-24T07:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);

export const newDelivery = (key: string, overrides: Partial<NewMailDelivery> = {}): NewMailDelivery => ({
  key,
  messageId: `<${key}@insolvenzmonitor.local>`,
  kind: 'digest',
  message: {
    to: { name: 'Jürgen Müller', address: 'j@example.de' },
    subject: 'Neue Fälle',
    text: 't',
    html: '<p>t</p>',
  },
  at,
  leaseUntil: later(60_000),
  ...overrides,
});

/** The behaviour every `MailDeliveryStore` adapter has (run by the SQLite and the MongoDB spec). */
export function mailDeliveryStoreContract(open: () => Promise<MailDeliveryStore>): void {
  let store: MailDeliveryStore;
  beforeEach(async () => {
    store = await open();
  });

  it('records a first attempt once per key, with the mail, until its outcome drops the mail', async () => {
    expect(await store.record(newDelivery('digest-1'))).toBe(true);
    expect(await store.record(newDelivery('digest-1', { messageId: '<other@x>' }))).toBe(false);
    expect(await store.get('digest-1')).toEqual({
      key: 'digest-1',
      messageId: '<digest-1@insolvenzmonitor.local>',
      kind: 'digest',
      status: 'sending',
      attempts: 1,
      recordedAt: at,
      leaseUntil: later(60_000),
      finishedAt: null,
      lastError: null,
      message: newDelivery('digest-1').message,
    });
    await store.finish('digest-1', { status: 'sent', at: later(1_000) });
    expect(await store.get('digest-1')).toMatchObject({ status: 'sent', finishedAt: later(1_000), message: null });
    expect(await store.get('unknown')).toBeNull();
  });

  it('hands a mail whose lease ended to one claimer only, with one more attempt and a new lease', async () => {
    await store.record(newDelivery('a'));
    await store.record(newDelivery('b', { leaseUntil: later(120_000) }));
    await store.record(newDelivery('c'));
    await store.finish('c', { status: 'sent', at });
    expect(await store.claimExpired(later(59_999), later(200_000), 10)).toEqual([]);
    const [first, second] = await Promise.all([
      store.claimExpired(later(60_000), later(200_000), 10),
      store.claimExpired(later(60_000), later(200_000), 10),
    ]);
    const claimed = [...first!, ...second!];
    expect(claimed.map((d) => [d.key, d.attempts, d.leaseUntil])).toEqual([['a', 2, later(200_000)]]);
    expect(claimed[0]!.message).toEqual(newDelivery('a').message);
    expect(await store.claimExpired(later(150_000), later(300_000), 10)).toEqual([
      expect.objectContaining({ key: 'b', attempts: 2 }),
    ]);
  });

  it('postpones a failed re-send, then counts and lists the troubled deliveries newest first', async () => {
    await store.record(newDelivery('ok'));
    await store.finish('ok', { status: 'sent', at });
    await store.record(newDelivery('retry', { at: later(1) }));
    await store.claimExpired(later(60_001), later(120_000), 10);
    await store.postpone('retry', later(180_000), 'ECONNREFUSED');
    expect(await store.claimExpired(later(179_999), later(240_000), 10)).toEqual([]);
    await store.record(newDelivery('failed', { at: later(2) }));
    await store.finish('failed', { status: 'failed', at: later(3), error: 'EENVELOPE' });
    expect(await store.counts()).toEqual({ sending: 1, sent: 1, failed: 1, resent: 1 });
    expect((await store.troubled(10)).map((d) => [d.key, d.status, d.lastError])).toEqual([
      ['failed', 'failed', 'EENVELOPE'],
      ['retry', 'sending', 'ECONNREFUSED'],
    ]);
    expect(await store.troubled(1)).toHaveLength(1);
  });

  it('counts the mails of some kinds sent since a moment (not those still sending or failed)', async () => {
    await store.record(newDelivery('yesterday'));
    await store.finish('yesterday', { status: 'sent', at });
    for (const [key, kind] of [
      ['digest-today', 'digest'],
      ['immediate-today', 'immediate'],
      ['account-today', 'account'],
    ] as const) {
      await store.record(newDelivery(key, { kind, at: later(10_000) }));
      await store.finish(key, { status: 'sent', at: later(10_000) });
    }
    await store.record(newDelivery('digest-sending', { at: later(10_000) }));
    await store.record(newDelivery('digest-failed', { at: later(10_000) }));
    await store.finish('digest-failed', { status: 'failed', at: later(10_000), error: 'EENVELOPE' });
    expect(await store.countSentSince(['digest', 'immediate'], later(5_000))).toBe(2);
    expect(await store.countSentSince(['digest'], at)).toBe(2);
    expect(await store.countSentSince([], at)).toBe(0);
  });

  it('forgets finished deliveries before the cutoff, never one still to send', async () => {
    await store.record(newDelivery('old'));
    await store.finish('old', { status: 'sent', at });
    await store.record(newDelivery('open'));
    await store.record(newDelivery('new'));
    await store.finish('new', { status: 'failed', at: later(10_000) });
    expect(await store.purgeFinished(later(5_000))).toBe(1);
    expect(await store.get('old')).toBeNull();
    expect(await store.get('open')).not.toBeNull();
    expect(await store.get('new')).not.toBeNull();
  });
}
