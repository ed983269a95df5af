import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { tracesIn } from '../../test/erasure-traces.js';
import { freshSession } from '../../test/test-users.js';
import { contactForm } from '../test/contact-form.js';
import { startContactTestApp, type ContactTestApp } from '../test/contact-test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock('2026-05-01T09:00:00Z');

/**
 * Contact-form messages are erased by the daily cleanup once `CONTACT_RETENTION_DAYS` have passed since they were
 * received (storage limitation, GDPR Art. 5(1)(e); the privacy page names the period), as the inbox's "delete" erases
 * them; the run counts them for the admin. On both profiles (the distributed lane runs backend/src/contact).
 */
describe('contact messages expire (CONTACT_RETENTION_DAYS)', () => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await startContactTestApp({ clock, env: { CONTACT_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  /** The admin in a fresh session: sessions end after hours, and these tests move the clock by days. */
  const admin = () => freshSession(t, t.adminId);

  /** Starts a cleanup as the admin (202 at once) and waits for its outcome on the dashboard. */
  async function runCleanup(): Promise<Record<string, unknown>> {
    const http = await admin();
    const started = await http.post('/api/admin/cleanup').expect(202);
    for (let i = 0; i < 1000; i++) {
      const dashboard = await http.get('/api/admin/dashboard').expect(200);
      const run = dashboard.body.cleanupRun as Record<string, unknown> | null;
      if (run && run.runId === started.body.runId && run.status !== 'running') return dashboard.body;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`cleanup ${started.body.runId} did not finish`);
  }

  it('erases the messages received before the period, keeps the others, and counts them for the admin', async () => {
    const marker = 'Quxfristmarke einer alten Anfrage';
    const old = await t.submitMessage(contactForm({ name: 'Otto Altanfrage', message: `${marker}, bitte melden.` }));
    clock.advance(10 * DAY);
    const recent = await t.submitMessage(contactForm({ name: 'Nora Neuanfrage' }));
    // 31 days after the first message, 21 after the second: only the first is past 30 days.
    clock.advance(21 * DAY);

    const dashboard = await runCleanup();
    expect(dashboard.cleanupRun).toMatchObject({ status: 'completed', contactMessagesErased: 1, erased: 0 });
    expect((dashboard.cleanupLogs as Record<string, unknown>[])[0]).toMatchObject({ contact_messages_deleted: 1 });

    const inbox = await (await admin()).get('/api/contact/messages').expect(200);
    expect(inbox.body).toEqual({ messages: [expect.objectContaining({ id: recent })], total: 1 });
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await store.readStream(`contact-${old}`)).toEqual({ revision: 'no_stream', events: [] });
    expect((await store.readStream(`contactaudit-${old}`)).events).toEqual([
      expect.objectContaining({
        type: 'ContactMessageDeleted',
        data: { messageId: old, deletedAt: '2026-06-01T09:00:00.000Z', deletedBy: t.adminId },
      }),
    ]);
    // No byte of it left: event store, read models and their WALs (on MongoDB: its documents and files).
    expect(await tracesIn(t, [marker, 'Altanfrage'], { skipFile: (path) => path.startsWith('outbox') })).toEqual([]);

    // The next day's run finds nothing more to erase; the recent one goes once its own 30 days are over.
    clock.advance(DAY);
    expect((await runCleanup()).cleanupRun).toMatchObject({ status: 'completed', contactMessagesErased: 0 });
    clock.advance(9 * DAY);
    expect((await runCleanup()).cleanupRun).toMatchObject({ status: 'completed', contactMessagesErased: 1 });
    expect((await (await admin()).get('/api/contact/messages').expect(200)).body).toEqual({ messages: [], total: 0 });
  });
});
