import { CaseStreams } from '../../cases/domain/events.js';
import { fixedClock } from '../../platform/clock/clock.js';
import { healthReport, testAdmin } from '../../test/test-users.js';
import { toNewCaseMessage, type NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { DigestRunner } from './digest-runner.js';

const clock = fixedClock('2026-11-21T06:00:00Z');

const healthOf = async (t: AlertsTestApp) => {
  const health = await healthReport(t);
  return (health.body.components as { name: string; details: Record<string, unknown> }[]).find(
    (c) => c.name === 'alert-matcher',
  )!.details;
};

/** The matcher's message of a case, as the feed published it (a consumer coming back gets it again). */
const republish = async (t: AlertsTestApp, imported: { caseId: number; caseKey: string }) => {
  const { events } = await t.store.readStream(t.get(CaseStreams).of(imported.caseKey));
  const message = toNewCaseMessage(events[0]) as NewCaseMessage;
  await t.publishToFeed([{ key: String(imported.caseId), payload: message }]);
};

/**
 * Issue #15: the matcher may run in another process. The digest waits a bounded time for it
 * (`ALERT_DIGEST_MATCHER_WAIT_SECONDS`, 1 s here), then sends what the matcher has committed and reports how far
 * it was behind; what the matcher commits later goes into the next digest, still exactly once.
 */
describe('digest on what the matcher has committed', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock, env: { ALERT_DIGEST_MATCHER_WAIT_SECONDS: '1' } });
    // The health report is for administrators: their account exists before the scenario's events.
    await testAdmin(t);
  });
  afterAll(() => t.close());

  const matcherHealth = () => healthOf(t);

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
    expect(first).toMatchObject({ sent: 1, failed: 0, matcherBehind: health.behind, waitedForMatcher: true });
    expect(BigInt(first.feedPosition)).toBeGreaterThan(BigInt(first.matcherPosition));
    const [mail] = t.digestsTo('lag@example.de');
    expect(mail.parsed.text).toContain('Verzug Handel GmbH');
    expect(mail.parsed.text).not.toContain('Verzug Handel Zwei GmbH');

    // The matcher comes back and gets the message again from its committed offset (what Kafka does).
    t.startMatcher();
    await republish(t, late);
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

/**
 * A credit manager gets a case imported before the digest in that day's digest whenever the matcher catches up
 * within `ALERT_DIGEST_MATCHER_WAIT_SECONDS` (default 120 s): the run waits for it instead of sending without.
 */
describe('digest waiting for the matcher', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock: fixedClock('2026-11-21T06:00:00Z') });
    // The health report is for administrators: their account exists before the scenario's events.
    await testAdmin(t);
  });
  afterAll(() => t.close());

  it('waits for a matcher that catches up within the bound and sends the case the same day', async () => {
    await t.subscribe({ email: 'warten@example.de', companyName: 'Warte Bau', keywords: [] });
    await t.stopMatcher();
    const late = await t.importNotice({ debtorName: 'Warte Bau GmbH', publicationDate: '2026-11-20' });
    expect((await healthOf(t)).behind).toBeGreaterThan(0);

    const run = t.get(DigestRunner, 'scheduler').run();
    let answered = false;
    void run.then(() => (answered = true));
    // The run waits while the matcher is behind; nothing is sent yet.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(answered).toBe(false);
    expect(t.digestsTo('warten@example.de')).toHaveLength(0);

    // The matcher comes back and gets the message again (what Kafka does from its committed offset).
    t.startMatcher();
    await republish(t, late);
    expect(await run).toMatchObject({ sent: 1, failed: 0, matcherBehind: 0, waitedForMatcher: true });
    const [mail] = t.digestsTo('warten@example.de');
    expect(mail.parsed.text).toContain('Warte Bau GmbH');
  });

  it('does not wait when nothing is behind', async () => {
    await t.settle(); // the feed relayed the last run's events
    expect(await healthOf(t)).toMatchObject({ behind: 0, unmatched: 0, unpublished: 0 });
    expect(await t.get(DigestRunner, 'scheduler').run()).toMatchObject({ matcherBehind: 0, waitedForMatcher: false });
  });
});
