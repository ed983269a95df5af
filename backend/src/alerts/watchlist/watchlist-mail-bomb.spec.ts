import { fixedClock } from '../../platform/clock/clock.js';
import { DigestRunner } from '../digest/digest-runner.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';

const clock = fixedClock('2026-11-21T06:00:00Z');
const VICTIM = 'fremde.person@example.org';
/**
 * The list had 2,000 rows (run once with 2,000: same result, but creating them takes minutes on a
 * shared test machine); a tenth shows the same defect, as every matching row used to send its own digest.
 */
const ROWS = 200;

/**
 * Issue #12, defect 7: one Pro request created 2,000 subscriptions to an unrelated address through the
 * watchlist upload, and every matching one sent its own digest. Written against the endpoints only, so it
 * ran (and failed) on the code before the fix.
 */
describe('watchlist upload to a foreign address (mail bomb)', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    // The cap is not what this test is about: allow the whole list.
    t = await startAlertsTestApp({ clock, env: { ALERT_SUBSCRIPTIONS_MAX: '5000' } });
  });
  afterAll(() => t.close());

  const mailsToVictim = () => t.smtp.received.filter((m) => m.envelope.to.includes(VICTIM));
  const upload = (rows: number, first = 1) =>
    t.pro.http
      .post('/api/subscriptions/watchlist')
      .field('email', VICTIM)
      .attach(
        'file',
        Buffer.from(
          ['Firmenname', ...Array.from({ length: rows }, (_, i) => `Flutwelle Handel ${first + i}`)].join('\n'),
        ),
        { filename: 'kunden.csv', contentType: 'text/csv' },
      )
      .expect(201);

  it('sends one confirmation mail and no digest before the address consents', async () => {
    expect((await upload(ROWS)).body.created).toBe(ROWS);
    for (const n of [1, 2, 3]) await t.importNotice({ debtorName: `Flutwelle Handel ${n} GmbH` });
    await t.get(DigestRunner, 'scheduler').run();
    // A second list to the same address within a day: no second confirmation mail.
    await upload(20, 3001);
    await t.get(DigestRunner, 'scheduler').run();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const mails = mailsToVictim();
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Bitte bestätigen: Benachrichtigungen von /),
    ]);
  }, 120_000);
});
