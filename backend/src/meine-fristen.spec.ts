import { jest } from '@jest/globals';
import request from 'supertest';
import { startAlertsTestApp, type AlertsTestApp } from './alerts/test/alerts-test-app.js';
import type { Deadline } from './cases/domain/events.js';
import { UnconfirmedAccountEraser } from './accounts/expire-unconfirmed/unconfirmed-account-eraser.js';
import { hashCalendarToken, newCalendarToken } from './deadlines/calendar-feed/calendar-token.js';
import { ReminderRunner } from './deadlines/reminders/reminder-runner.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from './deadlines/settings/deadline-settings.port.js';
import { tracesIn } from './test/erasure-traces.js';
import { startTestApp } from './test/test-app.js';
import { fixedClock } from './platform/clock/clock.js';
import { JWT_SECRET } from './platform/config/jwt-secret.js';
import { UnsubscribeTokens } from './platform/unsubscribe/unsubscribe-token.js';
import type { DeliveringMailer } from './platform/mail/delivery/delivering-mailer.js';
import { MAILER, type MailTransport } from './platform/mail/mailer.port.js';
import { parseCalendar } from './test/parse-calendar.js';
import { confirmedPortfolio } from './portfolios/test/confirmed-portfolio.js';
import { apiClient, changePlan, seedUser, signUp, type TestUser } from './test/test-users.js';

/**
 * "Meine Fristen" (issue #32 part 4) over HTTP with the real application: the cases a Pro user watches through
 * an alert and a saved search, their upcoming deadlines, the calendar feed read back by ical.js, the reminder
 * mails through a real SMTP server. Today is Saturday 28 March 2026 in Berlin; DST begins on Sunday 29 March.
 */
const clock = fixedClock('2026-03-28T06:00:00Z');

const deadline = (kind: Deadline['kind'], date: string, time: string | null, sentence: string): Deadline => ({
  kind,
  date,
  time,
  place: time ? 'Saal 101' : null,
  sentence,
  relative: null,
});

const ANMELDEFRIST = 'Insolvenzforderungen sind bis zum 04.04.2026 beim Insolvenzverwalter anzumelden.';

describe('Meine Fristen', () => {
  let t: AlertsTestApp;
  let free: TestUser;
  let caseId: number;
  let searchCaseId: number;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
    free = await seedUser(t, { plan: 'free' });
    await t.subscribe({ email: t.pro.email, companyName: 'Müller Bau', keywords: [] });
    await t.pro.http
      .post('/api/saved-searches')
      .send({ name: 'Schneider', criteria: { q: 'Schneider' }, alert: true })
      .expect(201);
    ({ caseId } = await t.importNotice({
      debtorName: 'Müller Bau GmbH',
      court: 'Amtsgericht Köln',
      caseNumber: '71 IN 123/26',
      deadlines: [
        deadline('anmeldefrist', '2026-04-04', null, ANMELDEFRIST),
        deadline('berichtstermin', '2026-03-01', '10:00', 'Berichtstermin am 01.03.2026, 10:00 Uhr.'),
        deadline('berichtstermin', '2026-03-28', '09:30', 'Berichtstermin am 28.03.2026, 09:30 Uhr.'),
        deadline('pruefungstermin', '2026-03-30', '09:30', 'Prüfungstermin am 30.03.2026, 09:30 Uhr.'),
        deadline('schlusstermin', '2026-10-24', '09:30', 'Schlusstermin am 24.10.2026, 09:30 Uhr.'),
        deadline('glaeubigerversammlung', '2026-10-26', '09:30', 'Gläubigerversammlung am 26.10.2026, 09:30 Uhr.'),
      ],
    }));
    ({ caseId: searchCaseId } = await t.importNotice({
      debtorName: 'Schneider Logistik GmbH',
      court: 'Amtsgericht Bonn',
      caseNumber: '98 IN 7/26',
      deadlines: [deadline('anmeldefrist', '2026-05-15', null, 'Forderungen bis zum 15.05.2026 anmelden.')],
    }));
    // A debtor nobody watches: never listed.
    await t.importNotice({
      debtorName: 'Unbeobachtet KG',
      deadlines: [deadline('anmeldefrist', '2026-04-10', null, 'Forderungen bis zum 10.04.2026 anmelden.')],
    });
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}, user: TestUser = t.pro) =>
    (await user.http.get('/api/deadlines').query(query).expect(200)).body as {
      today: string;
      watchedCases: number;
      deadlines: {
        caseId: number;
        kind: string;
        date: string;
        time: string | null;
        daysRemaining: number;
        sources: { kind: string; label: string }[];
      }[];
    };

  it('is Pro: a free user gets the German 403, a visitor 401', async () => {
    const refused = await free.http.get('/api/deadlines').expect(403);
    expect(refused.body.message).toBe('Pro-Abonnement erforderlich für „Meine Fristen“');
    await free.http.post('/api/deadlines/calendar-token').expect(403);
    await apiClient(t).get('/api/deadlines').expect(401);
  });

  it('lists the upcoming deadlines of the cases the alert and the saved search watch, with days remaining', async () => {
    const answer = await list();
    expect(answer.today).toBe('2026-03-28');
    expect(answer.watchedCases).toBe(2);
    expect(answer.deadlines.map((d) => [d.caseId, d.kind, d.date, d.daysRemaining])).toEqual([
      [caseId, 'berichtstermin', '2026-03-28', 0],
      [caseId, 'pruefungstermin', '2026-03-30', 2],
      [caseId, 'anmeldefrist', '2026-04-04', 7],
      [searchCaseId, 'anmeldefrist', '2026-05-15', 48],
      [caseId, 'schlusstermin', '2026-10-24', 210],
      [caseId, 'glaeubigerversammlung', '2026-10-26', 212],
    ]);
    expect(answer.deadlines[2]).toMatchObject({
      companyName: 'Müller Bau GmbH',
      court: 'Amtsgericht Köln',
      caseNumber: '71 IN 123/26',
      label: 'Anmeldefrist',
      sentence: ANMELDEFRIST,
    });
  });

  it('filters by kind, period and company, and refuses invalid filters in German', async () => {
    expect((await list({ kind: 'anmeldefrist' })).deadlines.map((d) => d.date)).toEqual(['2026-04-04', '2026-05-15']);
    expect((await list({ from: '2026-03-29', to: '2026-04-30' })).deadlines.map((d) => d.date)).toEqual([
      '2026-03-30',
      '2026-04-04',
    ]);
    expect((await list({ q: 'mueller', kind: 'anmeldefrist,pruefungstermin' })).deadlines).toHaveLength(2);
    expect((await list({ q: 'Niemand' })).deadlines).toEqual([]);
    const badKind = await t.pro.http.get('/api/deadlines').query({ kind: 'frist' }).expect(400);
    expect(JSON.stringify(badKind.body)).toContain('Ungültige Fristart');
    const badDay = await t.pro.http.get('/api/deadlines').query({ from: '2026-02-30' }).expect(400);
    expect(JSON.stringify(badDay.body)).toContain('Ungültiges Von-Datum');
    const reversed = await t.pro.http.get('/api/deadlines').query({ from: '2026-05-01', to: '2026-04-01' }).expect(400);
    expect(reversed.body.message).toBe('Das Bis-Datum liegt vor dem Von-Datum.');
  });

  it('serves the calendar feed to the token holder without login: all-day deadlines, Berlin hearings across DST', async () => {
    const created = await t.pro.http.post('/api/deadlines/calendar-token').expect(201);
    const { httpsUrl, webcalUrl } = created.body as { httpsUrl: string; webcalUrl: string };
    expect(httpsUrl).toMatch(/^https:\/\/insolvenzmonitor\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(httpsUrl.replace('https://', 'webcal://'));
    const path = new URL(httpsUrl).pathname;

    const feed = await request(t.app.getHttpServer()).get(path).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = parseCalendar(feed.text);
    const byDay = (day: string) => events.find((e) => e.day === day || e.start?.startsWith(day));
    expect(byDay('2026-04-04')).toMatchObject({
      uid: `frist-${caseId}-2026-04-04-anmeldefrist@insolvenzmonitor`,
      summary: 'Anmeldefrist – Müller Bau GmbH (AG Köln, 71 IN 123/26)',
      day: '2026-04-04',
    });
    expect(byDay('2026-04-04')!.description).toContain(ANMELDEFRIST);
    expect(byDay('2026-04-04')!.description).toContain(`https://insolvenzmonitor.test/case/${caseId}`);
    // 09:30 in Berlin: UTC+1 before 29 March and after 25 October, UTC+2 in between.
    expect(byDay('2026-03-28')).toMatchObject({ start: '2026-03-28T08:30:00.000Z', timezone: 'Europe/Berlin' });
    expect(byDay('2026-03-30')).toMatchObject({ start: '2026-03-30T07:30:00.000Z', end: '2026-03-30T08:30:00.000Z' });
    expect(byDay('2026-10-24')).toMatchObject({ start: '2026-10-24T07:30:00.000Z' });
    expect(byDay('2026-10-26')).toMatchObject({ start: '2026-10-26T08:30:00.000Z', location: 'Saal 101' });
    expect(events.some((e) => e.summary.includes('Unbeobachtet'))).toBe(false);
    expect(events.some((e) => e.day === '2026-03-01' || e.start?.startsWith('2026-03-01'))).toBe(false);
    // Stable UIDs: a refresh updates the events instead of duplicating them.
    const again = parseCalendar((await request(t.app.getHttpServer()).get(path).expect(200)).text);
    expect(again.events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));

    // A new link replaces the old one; a revoked link answers 404, as an unknown one does.
    const replaced = (await t.pro.http.post('/api/deadlines/calendar-token').expect(201)).body as { httpsUrl: string };
    await request(t.app.getHttpServer()).get(path).expect(404);
    const current = new URL(replaced.httpsUrl).pathname;
    await request(t.app.getHttpServer()).get(current).expect(200);
    expect((await t.pro.http.get('/api/deadlines/settings').expect(200)).body.calendarLinkCreatedAt).toBe(
      clock.now().toISOString(),
    );
    await t.pro.http.delete('/api/deadlines/calendar-token').expect(204);
    const revoked = await request(t.app.getHttpServer()).get(current).expect(404);
    expect(revoked.body.message).toBe('Dieser Kalender-Link ist unbekannt oder widerrufen.');
    const none = await t.pro.http.delete('/api/deadlines/calendar-token').expect(404);
    expect(none.body.message).toBe('Es gibt keinen Kalender-Link, der widerrufen werden könnte.');
    await request(t.app.getHttpServer())
      .get(`/calendar/${'x'.repeat(43)}.ics`)
      .expect(404);
    await request(t.app.getHttpServer()).get('/calendar/kurz.ics').expect(404);
    // The feed of a user who is no longer Pro stops too.
    const former = await seedUser(t, { plan: 'pro_monthly' });
    const formerLink = (await former.http.post('/api/deadlines/calendar-token').expect(201)).body as {
      httpsUrl: string;
    };
    await request(t.app.getHttpServer()).get(new URL(formerLink.httpsUrl).pathname).expect(200);
    await changePlan(t, former.userId, 'free');
    await request(t.app.getHttpServer()).get(new URL(formerLink.httpsUrl).pathname).expect(404);
  });

  it('keeps the reminder setting, 7 and 1 days by default, and validates it in German', async () => {
    expect((await t.pro.http.get('/api/deadlines/settings').expect(200)).body).toMatchObject({
      reminderDays: [7, 1],
      reminderDaysDefault: true,
    });
    const twice = await t.pro.http
      .put('/api/deadlines/settings')
      .send({ reminderDays: [3, 3] })
      .expect(400);
    expect(JSON.stringify(twice.body)).toContain('Jeder Erinnerungstag nur einmal');
    const far = await t.pro.http
      .put('/api/deadlines/settings')
      .send({ reminderDays: [120] })
      .expect(400);
    expect(JSON.stringify(far.body)).toContain('Erinnerungstage: höchstens 90');
    // A body without the field names what is missing, not every rule a missing value breaks.
    const missing = await t.pro.http.put('/api/deadlines/settings').send({}).expect(400);
    expect(missing.body.message).toBe(
      'Bitte geben Sie die Erinnerungstage an (z. B. [7, 1]; eine leere Liste: keine Erinnerungen).',
    );
    const notAList = await t.pro.http.put('/api/deadlines/settings').send({ reminderDays: 'sieben' }).expect(400);
    expect(JSON.stringify(notAList.body)).toContain('Erinnerungen: eine Liste von Tagen (z. B. [7, 1])');
    const saved = await free.http
      .put('/api/deadlines/settings')
      .send({ reminderDays: [2] })
      .expect(403);
    expect(saved.body.message).toBe('Pro-Abonnement erforderlich für „Meine Fristen“');
  });

  describe('reminder mails', () => {
    const reminders = () =>
      t.smtp.received.filter(
        (m) => m.envelope.to.includes(t.pro.email) && m.parsed.subject?.startsWith('Fristen-Erinnerung') === true,
      );
    const runAt = async (instant: string) => {
      const today = clock.now();
      clock.set(new Date(instant));
      try {
        return await t.get(ReminderRunner, 'scheduler').run();
      } finally {
        clock.set(today);
      }
    };

    it('sends one mail a day listing every deadline due in 7 or 1 days, and nothing more that day', async () => {
      expect(await runAt('2026-03-28T05:30:00Z')).toEqual({ day: '2026-03-28', mailed: 1, failed: 0 });
      expect(reminders()).toHaveLength(1);
      const [mail] = reminders();
      expect(mail!.parsed.subject).toBe('Fristen-Erinnerung: eine Frist, die nächste in 7 Tagen');
      expect(mail!.parsed.text).toContain(
        '- in 7 Tagen (Sa., 04.04.2026): Anmeldefrist – Müller Bau GmbH (AG Köln, 71 IN 123/26)',
      );
      expect(mail!.parsed.text).toContain(`https://insolvenzmonitor.test/case/${caseId}`);
      expect(mail!.parsed.messageId).toBe(`<deadline-reminder-${t.pro.userId}-2026-03-28@insolvenzmonitor.local>`);
      // A second run of the day (another process, a restart) mails nobody again.
      expect(await runAt('2026-03-28T15:00:00Z')).toMatchObject({ mailed: 1, failed: 0 });
      expect(reminders()).toHaveLength(1);
    });

    it('counts Berlin calendar days across the DST change: just after midnight on 29 March it is the 29th', async () => {
      // 23:30 UTC on 28 March is 00:30 on 29 March in Berlin: the hearing on 30 March is "morgen".
      expect(await runAt('2026-03-28T23:30:00Z')).toMatchObject({ day: '2026-03-29', mailed: 1 });
      const mail = reminders().at(-1)!;
      expect(mail.parsed.text).toContain(
        '- morgen (Mo., 30.03.2026, 09:30 Uhr): Prüfungstermin – Müller Bau GmbH (AG Köln, 71 IN 123/26)',
      );
      expect(mail.parsed.messageId).toBe(`<deadline-reminder-${t.pro.userId}-2026-03-29@insolvenzmonitor.local>`);
      // A changed setting does not make a second mail that day.
      await t.pro.http
        .put('/api/deadlines/settings')
        .send({ reminderDays: [0, 1, 6] })
        .expect(200);
      expect(await runAt('2026-03-29T10:00:00Z')).toMatchObject({ day: '2026-03-29' });
      expect(reminders()).toHaveLength(2);
      await t.pro.http.put('/api/deadlines/settings').send({ reminderDays: [] }).expect(200);
      expect(await runAt('2026-04-03T05:00:00Z')).toMatchObject({ mailed: 0 });
      await t.pro.http
        .put('/api/deadlines/settings')
        .send({ reminderDays: [7, 1] })
        .expect(200);
    });

    it('after a crash during the send, sends the day’s mail once, again with its Message-ID', async () => {
      const mailer = t.get<DeliveringMailer>(MAILER, 'scheduler');
      const transport = (mailer as unknown as { transport: MailTransport }).transport;
      // The process dies while the server holds DATA: the transport never returns.
      const hang = jest.spyOn(transport, 'send').mockImplementationOnce(() => new Promise<never>(() => {}));
      const today = clock.now();
      clock.set(new Date('2026-04-03T05:00:00Z'));
      try {
        void t.get(ReminderRunner, 'scheduler').run();
        const deadlineAt = Date.now() + 10_000;
        while (hang.mock.calls.length === 0 && Date.now() < deadlineAt) await new Promise((r) => setTimeout(r, 20));
        expect(hang).toHaveBeenCalledTimes(1);
        hang.mockRestore();
        // Another run of the day finds the mail recorded and sends nothing itself.
        expect(await t.get(ReminderRunner, 'scheduler').run()).toMatchObject({ day: '2026-04-03' });
        expect(reminders().filter((m) => m.parsed.messageId?.includes('2026-04-03'))).toHaveLength(0);
        // The delivery sends it after its lease, with the Message-ID of the first attempt.
        clock.advance(t.config.mail.deliveryLeaseMs);
        await mailer.redeliverDue();
        const mail = await t.smtp.waitFor((m) => m.parsed.messageId?.includes('2026-04-03') === true);
        expect(mail.parsed.messageId).toBe(`<deadline-reminder-${t.pro.userId}-2026-04-03@insolvenzmonitor.local>`);
        expect(mail.parsed.text).toContain('morgen (Sa., 04.04.2026): Anmeldefrist');
      } finally {
        clock.set(today);
      }
      expect(reminders().filter((m) => m.parsed.messageId?.includes('2026-04-03'))).toHaveLength(1);
    });

    it('can be switched off from the mail: its link asks first, a mail program’s one-click POST switches off', async () => {
      const [mail] = reminders();
      expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
      const url = new URL(/Erinnerungen abbestellen: (\S+)/.exec(mail!.parsed.text!)![1]!);
      expect(mail!.raw.replace(/\r\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <${url.href}>`);
      const anonymous = () => request(t.app.getHttpServer());
      const days = async () => (await t.pro.http.get('/api/deadlines/settings').expect(200)).body.reminderDays;

      const page = await anonymous().get(`${url.pathname}${url.search}`).expect(200);
      expect(page.text).toContain('Fristen-Erinnerungen abbestellen?');
      expect(page.text).toContain('Sie erhalten dann keine Fristen-Erinnerungen mehr.');
      expect(page.text).toContain('<a href="/fristen">Zu „Meine Fristen“</a>');
      expect(await days()).toEqual([7, 1]);

      const done = await anonymous().post(`${url.pathname}${url.search}`).field('List-Unsubscribe', 'One-Click');
      expect(done.status).toBe(200);
      expect(done.text).toContain(
        'Sie erhalten keine Fristen-Erinnerungen mehr. Unter „Meine Fristen“ können Sie sie jederzeit wieder einschalten.',
      );
      expect(await days()).toEqual([]);
      expect(await runAt('2026-04-03T05:00:00Z')).toMatchObject({ mailed: 0 });
      await t.pro.http
        .put('/api/deadlines/settings')
        .send({ reminderDays: [7, 1] })
        .expect(200);
    });
  });

  it('lists the deadlines of the portfolio rows’ hit cases beside the others, naming portfolio and customer', async () => {
    const kranich = await t.importNotice({
      debtorName: 'Kranich Logistik GmbH',
      postalCode: '50667',
      city: 'Köln',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '40711' },
      deadlines: [deadline('anmeldefrist', '2026-04-11', null, 'Forderungen bis zum 11.04.2026 anmelden.')],
    });
    await confirmedPortfolio(t.pro, 'Debitoren 2026', 'täglich', [
      '40711;Kranich Logistik GmbH;50667;Köln;Amtsgericht Köln;HRB 40711',
      '40712;Niemand Sonst GmbH;80331;München;;',
    ]);
    const label = 'Portfolio Debitoren 2026 · Kundennummer 40711';
    const all = await list();
    expect(all.watchedCases).toBe(3);
    expect(all.deadlines.find((d) => d.caseId === kranich.caseId)).toMatchObject({
      date: '2026-04-11',
      sources: [{ kind: 'portfolios', label }],
    });
    expect(all.deadlines.find((d) => d.caseId === caseId)!.sources).toEqual([
      { kind: 'benachrichtigungen', label: 'Benachrichtigung' },
    ]);
    // The source filter: portfolios only, or alerts and saved searches without them; a wrong one in German.
    expect((await list({ source: 'portfolios' })).deadlines.map((d) => d.caseId)).toEqual([kranich.caseId]);
    const others = (await list({ source: 'benachrichtigungen,suchprofile' })).deadlines.map((d) => d.caseId);
    expect(new Set(others)).toEqual(new Set([caseId, searchCaseId]));
    const bad = await t.pro.http.get('/api/deadlines').query({ source: 'freunde' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Ungültige Quelle');

    // The calendar feed and the reminder mail name the source too.
    const { httpsUrl } = (await t.pro.http.post('/api/deadlines/calendar-token').expect(201)).body as {
      httpsUrl: string;
    };
    const feed = parseCalendar((await request(t.app.getHttpServer()).get(new URL(httpsUrl).pathname).expect(200)).text);
    const event = feed.events.find((e) => e.uid === `frist-${kranich.caseId}-2026-04-11-anmeldefrist@insolvenzmonitor`);
    expect(event!.description).toContain(`Beobachtet über: ${label}`);
    const today = clock.now();
    clock.set(new Date('2026-04-04T05:00:00Z'));
    try {
      expect(await t.get(ReminderRunner, 'scheduler').run()).toMatchObject({ day: '2026-04-04', mailed: 1 });
    } finally {
      clock.set(today);
    }
    const mail = await t.smtp.waitFor((m) => m.parsed.messageId?.includes(`${t.pro.userId}-2026-04-04`) === true);
    expect(mail.parsed.text).toContain('- in 7 Tagen (Sa., 11.04.2026): Anmeldefrist – Kranich Logistik GmbH');
    expect(mail.parsed.text).toContain(`Beobachtet über: ${label}`);
  });
});

describe("the calendar token is the user's data", () => {
  it('is erased with the account: no file or document keeps its hash, and the link answers 404', async () => {
    const expiryClock = fixedClock('2026-11-01T09:00:00Z');
    const t = await startTestApp({ UNCONFIRMED_ACCOUNT_DAYS: '7' }, { clock: expiryClock });
    try {
      const user = await signUp(t, { email: 'frist-weg@example.de', confirmed: false });
      const settings = t.app.get<DeadlineSettingsStore>(DEADLINE_SETTINGS);
      const token = newCalendarToken();
      const hash = hashCalendarToken(token);
      await settings.replaceCalendarToken(user.userId, hash, expiryClock.now().toISOString());
      await settings.setReminderDays(user.userId, [3]);
      expect(await tracesIn(t, [hash])).not.toEqual([]);

      expiryClock.advance(8 * 24 * 3_600_000);
      const eraser = t.app.get(UnconfirmedAccountEraser);
      expect(await eraser.eraseIfExpired(user.userId, 'cleanup', 'system:test')).toBe(true);
      await eraser.purgeTraces();

      expect(await settings.settingsOf(user.userId)).toEqual({ reminderDays: null, calendarTokenCreatedAt: null });
      await request(t.app.getHttpServer()).get(`/calendar/${token}.ics`).expect(404);
      // A reminder mail's unsubscribe link of the erased account writes no setting that would outlive it.
      const link = new UnsubscribeTokens(t.app.get<string>(JWT_SECRET)).sign([
        { kind: 'deadline-reminders', id: user.userId },
      ]);
      await request(t.app.getHttpServer()).post('/api/alerts/unsubscribe').query({ token: link }).expect(404);
      expect(await settings.settingsOf(user.userId)).toEqual({ reminderDays: null, calendarTokenCreatedAt: null });
      expect(await tracesIn(t, [hash], { skipFile: (path) => path.startsWith('outbox') })).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
