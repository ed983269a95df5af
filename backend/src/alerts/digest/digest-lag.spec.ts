import { fixedClock } from '../../platform/clock/clock.js';
import { apiClient } from '../../test/test-users.js';
import { toNewCaseMessage, type NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { DigestRunner } from './digest-runner.js';

const clock = fixedClock('2026-11-21T06:00:00Z');

/**
 * Issue #15: the digest no longer waits for the feed or the matcher (which may run in another process). It
 * sends what the matcher has committed and reports how far the matcher was behind the feed; what the matcher
 * commits later goes into the next digest, still exactly once.
 */
describe('digest on what the matcher has committed', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  const matcherHealth = async () => {
    const health = await apiClient(t).get('/api/health').expect(200);
    return (health.body.components as { name: string; details: Record<string, unknown> }[]).find(
      (c) => c.name === 'alert-matcher',
    )!.details;
  };

  it('sends the committed matches, reports the lag, and the later ones go into the next digest once', async () => {
    const id = await t.subscribe({ email: 'lag@example.de', companyName: 'Verzug Handel', keywords: [] });
    const early = await t.importNotice({ debtorName: 'Verzug Handel GmbH', publicationDate: '2026-11-20' });
    expect(await matcherHealth()).toMatchObject({ runsIn: t.distributed ? 'worker' : 'in-process', behind: 0 });

    // The matcher goes down (a worker process stopped); the feed publishes on without it.
    await t.stopMatcher();
    const late = await t.importNotice({ debtorName: 'Verzug Handel Zwei GmbH', publicationDate: '2026-11-20' });
    const health = await matcherHealth();
    expect(health.behind).toBeGreaterThan(0);
    expect(BigInt(health.feedPosition as string)).toBeGreaterThan(BigInt(health.committedPosition as string));

    const first = await t.get(DigestRunner, 'scheduler').run();
    expect(first).toMatchObject({ sent: 1, failed: 0, matcherBehind: health.behind });
    expect(BigInt(first.feedPosition)).toBeGreaterThan(BigInt(first.matcherPosition));
    const [mail] = t.digestsTo('lag@example.de');
    expect(mail.parsed.text).toContain('Verzug Handel GmbH');
    expect(mail.parsed.text).not.toContain('Verzug Handel Zwei GmbH');

    // The matcher comes back and gets the message again from its committed offset (what Kafka does).
    t.startMatcher();
    const { events } = await t.store.readStream(`case-${late.caseKey}`);
    const message = toNewCaseMessage(events[0]) as NewCaseMessage;
    await t.publishToFeed([{ key: String(late.caseId), payload: message }]);
    expect(await matcherHealth()).toMatchObject({ behind: 0 });
    expect((await t.matches())[id]).toEqual([late.caseId]);

    // Today's mail to the address is out: the next day's digest brings the late case, the early one not again.
    clock.advance(24 * 3_600_000);
    const next = await t.get(DigestRunner, 'scheduler').run();
    expect(next).toMatchObject({ sent: 1, matcherBehind: 0 });
    const mails = t.digestsTo('lag@example.de');
    expect(mails).toHaveLength(2);
    expect(mails[1].parsed.text).toContain('Verzug Handel Zwei GmbH');
    expect(mails[1].parsed.text).not.toContain('Verzug Handel GmbH');
    expect(early.caseId).not.toBe(late.caseId);
  });
});
