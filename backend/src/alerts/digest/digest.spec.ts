import { rm } from 'node:fs/promises';
import { jest } from '@jest/globals';
import request from 'supertest';
import { fixedClock, systemClock } from '../../platform/clock/clock.js';
import { systemSleeper } from '../../platform/clock/sleeper.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { Leases } from '../../platform/leases/leases.js';
import type { DeliveringMailer } from '../../platform/mail/delivery/delivering-mailer.js';
import { MAILER, type Mailer, type MailTransport } from '../../platform/mail/mailer.port.js';
import { startSmtpTestServer } from '../../test/smtp-test-server.js';
import { changePlan, seedUser } from '../../test/test-users.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { CONFIRMATION_SUBJECT_PREFIX } from '../recipients/confirmation-mail.js';
import { MAX_TARGETS } from '../../platform/unsubscribe/unsubscribe-token.js';
import { ALERT_MAILS_LEASE } from './alert-mail-lock.js';
import { DigestAlreadyRunning, DigestRunner } from './digest-runner.js';

const clock = fixedClock('2026-11-21T06:00:00Z');

describe('daily digest', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  const run = () => t.get(DigestRunner, 'scheduler').run();
  const mailsTo = (address: string) => t.digestsTo(address);
  /** Runs the digest on the next day; the clock goes back after it, so the test users' sessions stay valid. */
  const runNextDay = async () => {
    const today = clock.now();
    clock.advance(24 * 3_600_000);
    try {
      return await run();
    } finally {
      clock.set(today);
    }
  };

  it('sends exactly one German mail per subscription with every new case, and nothing on the next run', async () => {
    const id = await t.subscribe({ email: 'digest@example.de', companyName: 'Sonnenschein Solar', keywords: [] });
    const first = await t.importNotice({
      debtorName: 'Sonnenschein Solar GmbH',
      court: 'Amtsgericht München',
      caseNumber: '1502 IN 77/26',
      publicationType: 'eroeffnung',
      publicationDate: '2026-11-20',
    });
    const second = await t.importNotice({
      debtorName: 'Sonnenschein <Solar> Service GmbH',
      publicationDate: '2026-11-19',
    });
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });

    const mails = mailsTo('digest@example.de');
    expect(mails).toHaveLength(1);
    const { parsed } = mails[0];
    expect(parsed.subject).toBe('Insolvenzmonitor: 2 neue Insolvenzbekanntmachungen zu „Sonnenschein Solar“');
    expect(parsed.text).toContain(
      'für Ihre Benachrichtigung „Sonnenschein Solar“ gibt es 2 neue Insolvenzbekanntmachungen:',
    );
    expect(parsed.text).toContain(
      [
        '. Sonnenschein Solar GmbH',
        '   Gericht: Amtsgericht München',
        '   Aktenzeichen: 1502 IN 77/26',
        '   Art: Eröffnung des Insolvenzverfahrens',
        '   Veröffentlicht: 20.11.2026',
        `   Details: https://insolvenzmonitor.test/case/${first.caseId}`,
      ].join('\n'),
    );
    expect(parsed.text).toContain(`https://insolvenzmonitor.test/case/${second.caseId}`);
    expect(parsed.text).toMatch(
      /Benachrichtigung deaktivieren: https:\/\/insolvenzmonitor\.test\/api\/alerts\/unsubscribe\?token=/,
    );
    expect(parsed.html).toContain(`<a href="https://insolvenzmonitor.test/case/${first.caseId}">Details ansehen</a>`);
    expect(parsed.html).toContain('Sonnenschein &lt;Solar&gt; Service GmbH');
    expect(parsed.html).not.toContain('<Solar>');

    const events = (await t.store.readStream(`subscription-${id}`)).events.map((e) => e.type);
    expect(events).toEqual(['SubscriptionCreated', 'AlertDigestPrepared', 'AlertDigestSent']);
    const view = (await t.pro.http.get('/api/subscriptions').expect(200)).body.find((s: { id: string }) => s.id === id);
    expect(view.lastNotification).toBe('2026-11-21T06:00:00.000Z');

    expect(await run()).toMatchObject({ sent: 0 });
    expect(mailsTo('digest@example.de')).toHaveLength(1);
    // A later notice of a case already sent does not send it again; a new case does.
    await t.importNotice({
      debtorName: 'Sonnenschein Solar GmbH',
      court: 'Amtsgericht München',
      caseNumber: '1502 IN 77/26',
      publicationType: 'aufhebung',
    });
    expect(await run()).toMatchObject({ sent: 0 });
    const third = await t.importNotice({ debtorName: 'Sonnenschein Solar Invest GmbH' });
    // One digest per address and day: the new case waits for the next day's digest.
    expect(await run()).toMatchObject({ sent: 0, deferred: 1 });
    expect(await runNextDay()).toMatchObject({ sent: 1 });
    expect(mailsTo('digest@example.de')).toHaveLength(2);
    expect(mailsTo('digest@example.de')[1].parsed.subject).toBe(
      'Insolvenzmonitor: eine neue Insolvenzbekanntmachung zu „Sonnenschein Solar“',
    );
    expect(mailsTo('digest@example.de')[1].parsed.text).toContain(`/case/${third.caseId}`);
  });

  it('asks on the link and deactivates on its button, without API key or login; tampered links do nothing', async () => {
    const id = await t.subscribe({ email: 'abmelden@example.de', companyName: 'Abmelde Test', keywords: [] });
    await t.importNotice({ debtorName: 'Abmelde Test GmbH' });
    await run();
    const link = new URL(
      /https:\/\/\S+unsubscribe\?token=\S+/.exec(mailsTo('abmelden@example.de')[0].parsed.text!)![0],
    );
    const token = link.searchParams.get('token')!;
    const anonymous = () => request(t.app.getHttpServer());
    const active = async () =>
      (await t.pro.http.get('/api/subscriptions')).body.find((s: { id: string }) => s.id === id).active as boolean;

    for (const forged of [
      `${token.slice(0, -2)}xx`,
      token.replace(/^[0-9a-f]/, (c) => (c === 'a' ? 'b' : 'a')),
      'x',
      '',
    ]) {
      for (const send of [anonymous().get('/api/alerts/unsubscribe'), anonymous().post('/api/alerts/unsubscribe')]) {
        const response = await send.query({ token: forged }).expect(400);
        expect(response.text).toContain('Ungültiger Link');
      }
    }
    expect(await active()).toBe(true);

    // Opening the link (as a company's mail scanner does with every link of a mail) only asks.
    const page = await anonymous()
      .get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Benachrichtigung deaktivieren?');
    expect(page.text).toContain('Sie erhalten dann für diese Benachrichtigung keine E-Mails mehr.');
    expect(page.text).toContain('<form method="post"><button type="submit">Deaktivieren</button></form>');
    await anonymous()
      .head(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(await active()).toBe(true);

    // The button posts the form to the same address (an empty urlencoded body).
    const response = await anonymous()
      .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('')
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Benachrichtigung deaktiviert');
    expect(response.text).toContain('Unter „Benachrichtigungen“ können Sie sie jederzeit wieder einschalten.');
    expect(await active()).toBe(false);
    await anonymous()
      .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .expect(200);
    const toggled = (await t.store.readStream(`subscription-${id}`)).events.at(-1);
    expect(toggled).toMatchObject({ type: 'SubscriptionToggled', data: { active: false, via: 'unsubscribe-link' } });

    await t.importNotice({ debtorName: 'Abmelde Test GmbH', caseNumber: '5 IN 5/26' });
    await run();
    expect(mailsTo('abmelden@example.de')).toHaveLength(1);
    await t.pro.http.delete(`/api/subscriptions/${id}`).expect(200);
    expect(
      (
        await anonymous()
          .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
          .expect(404)
      ).text,
    ).toContain('bereits gelöscht');
  });

  it("carries RFC 8058 one-click headers: a mail program's POST switches off every alert of the mail", async () => {
    const first = await t.subscribe({ email: 'einklick@example.de', companyName: 'Einklick Bau', keywords: [] });
    const second = await t.subscribe({ email: 'einklick@example.de', companyName: 'Einklick Logistik', keywords: [] });
    const other = await t.subscribe({ email: 'andere@example.de', companyName: 'Einklick Bau', keywords: [] });
    await t.importNotice({ debtorName: 'Einklick Bau GmbH' });
    await t.importNotice({ debtorName: 'Einklick Logistik GmbH' });
    await run();
    const [mail] = mailsTo('einklick@example.de');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const header =
      /^List-Unsubscribe:\s*<(https:\/\/insolvenzmonitor\.test\/api\/alerts\/unsubscribe\?token=[^>]+)>/m.exec(
        mail.raw.replace(/\r\n[ \t]+/g, ' '),
      );
    expect(header).not.toBeNull();
    const url = new URL(header![1]);

    // What Gmail and others send (RFC 8058 §3.1): a POST of `List-Unsubscribe=One-Click` as multipart/form-data.
    const response = await request(t.app.getHttpServer())
      .post(`${url.pathname}${url.search}`)
      .field('List-Unsubscribe', 'One-Click')
      .expect(200);
    expect(response.text).toContain('Sie erhalten für die 2 Benachrichtigungen dieser E-Mail keine E-Mails mehr.');
    const views = (await t.pro.http.get('/api/subscriptions')).body as { id: string; active: boolean }[];
    const activeOf = (id: string) => views.find((s) => s.id === id)!.active;
    expect([activeOf(first), activeOf(second), activeOf(other)]).toEqual([false, false, true]);
  });

  it('names the address when a mail has more alerts than one link can name: one click switches all of it off', async () => {
    const owner = await seedUser(t, { plan: 'pro_monthly' });
    const watch = (email: string) => t.subscribe({ email, companyName: 'Vielfach Handel', keywords: [] }, owner);
    const own = await Promise.all(Array.from({ length: MAX_TARGETS + 1 }, () => watch(owner.email)));
    const elsewhere = await watch('vielfach-andere@example.de');
    const search = await owner.http
      .post('/api/saved-searches')
      .send({ name: 'Vielfach', criteria: { q: 'Vielfach' }, alert: true })
      .expect(201);
    await t.importNotice({ debtorName: 'Vielfach Handel GmbH' });
    await run();
    const [mail] = mailsTo(owner.email);
    // 41 subscriptions and the saved search.
    expect(mail.parsed.text).toContain('für Ihre 42 Benachrichtigungen gibt es');
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.raw.replace(/\r\n[ \t]+/g, ' '));
    const url = new URL(header![1]);
    expect(url.searchParams.get('token')).toMatch(/^~~[\w-]+\.[\w-]+$/);

    const asked = await request(t.app.getHttpServer()).get(`${url.pathname}${url.search}`).expect(200);
    expect(asked.text).toContain(
      'Sie erhalten dann für die Benachrichtigungen und Suchprofile dieser E-Mail-Adresse keine E-Mails mehr.',
    );
    await request(t.app.getHttpServer())
      .post(`${url.pathname}${url.search}`)
      .field('List-Unsubscribe', 'One-Click')
      .expect(200);
    const views = (await owner.http.get('/api/subscriptions')).body as { id: string; active: boolean }[];
    const active = new Set(views.filter((v) => v.active).map((v) => v.id));
    expect(own.filter((id) => active.has(id))).toEqual([]);
    expect(active.has(elsewhere)).toBe(true);
    const searches = (await owner.http.get('/api/saved-searches').expect(200)).body as {
      items: { id: string; alert: boolean }[];
    };
    expect(searches.items.find((item) => item.id === search.body.id)?.alert).toBe(false);
  });

  it('keeps the cases when the mail server is down and sends them with the next run', async () => {
    await t.subscribe({ email: 'ausfall@example.de', companyName: 'Ausfall Technik', keywords: [] });
    await t.importNotice({ debtorName: 'Ausfall Technik AG' });
    const mailer = t.get<Mailer>(MAILER, 'scheduler');
    const spy = jest
      .spyOn(mailer, 'send')
      .mockRejectedValueOnce(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }));
    expect(await run()).toMatchObject({ sent: 0, failed: 1 });
    spy.mockRestore();
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });
    expect(mailsTo('ausfall@example.de')).toHaveLength(1);
    expect(t.logger.lines.join('\n')).toContain('not sent (ECONNREFUSED)');
    expect(t.logger.lines.join('\n')).not.toContain('ausfall@example.de');
  });

  it('skips inactive subscriptions and owners who are no longer Pro, and never mails an erased case', async () => {
    const user = await seedUser(t, { plan: 'pro_yearly' });
    await t.subscribe({ email: 'ehemals-pro@example.de', companyName: 'Gekündigt Handel', keywords: [] }, user);
    await t.subscribe({ email: 'inaktiv@example.de', companyName: 'Gekündigt Handel', keywords: [], active: false });
    await t.subscribe({ email: 'geloescht@example.de', companyName: 'Vergessen Werden', keywords: [] });
    await t.importNotice({ debtorName: 'Gekündigt Handel GmbH' });
    const erased = await t.importNotice({ debtorName: 'Vergessen Werden GmbH' });
    await changePlan(t, user.userId, 'free');
    await t.expireCase(erased.caseId, erased.caseKey);
    await run();
    for (const address of ['ehemals-pro@example.de', 'inaktiv@example.de', 'geloescht@example.de']) {
      expect({ address, mails: mailsTo(address).length }).toEqual({ address, mails: 0 });
    }
  });

  it('answers 409 while a run is in progress', async () => {
    const runner = t.get(DigestRunner, 'scheduler');
    const first = runner.run();
    await expect(runner.run()).rejects.toMatchObject({ kind: 'conflict' });
    await first;
  });
});

describe('daily digest after a crash in the middle of sending', () => {
  it('resumes without sending any case twice', async () => {
    const smtp = await startSmtpTestServer();
    const crashed = await startAlertsTestApp({ clock, smtp });
    const addresses = ['eins@example.de', 'zwei@example.de', 'drei@example.de'];
    for (const [i, email] of addresses.entries()) {
      await crashed.subscribe({ email, companyName: `Absturz Firma ${['Eins', 'Zwei', 'Drei'][i]}`, keywords: [] });
      await crashed.importNotice({ debtorName: `Absturz Firma ${['Eins', 'Zwei', 'Drei'][i]} GmbH` });
    }
    // The process dies right after the mail server accepted the second mail, before recording it.
    const mailer = crashed.get<Mailer>(MAILER, 'scheduler');
    const send = mailer.send.bind(mailer);
    let calls = 0;
    jest.spyOn(mailer, 'send').mockImplementation(async (message) => {
      calls += 1;
      const sent = await send(message);
      return calls === 2 ? new Promise<never>(() => {}) : sent;
    });
    // Only the digests count (registration and recipients also get confirmation mails).
    const digests = () =>
      smtp.received.filter(
        (m) =>
          m.envelope.to.some((to) => addresses.includes(to)) &&
          !m.parsed.subject?.startsWith(CONFIRMATION_SUBJECT_PREFIX),
      );
    // What the close interrupts ends in errors (closed stores): the process is dead, nobody hears them.
    crashed
      .get(DigestRunner, 'scheduler')
      .run()
      .catch(() => undefined);
    await smtp.waitFor(() => digests().length === 2);
    const dataDir = crashed.config.dataDir;
    await crashed.app.close();

    const restarted = await startAlertsTestApp({ clock, smtp, env: { DATA_DIR: dataDir } });
    try {
      const summary = await restarted.get(DigestRunner, 'scheduler').run();
      expect(summary).toMatchObject({ sent: 1, unconfirmed: 1, failed: 0 });
      expect(await restarted.get(DigestRunner, 'scheduler').run()).toMatchObject({ sent: 0, unconfirmed: 0 });
      const received = digests()
        .flatMap((m) => m.envelope.to)
        .sort();
      expect(received).toEqual([...addresses].sort());
    } finally {
      await restarted.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two app starts in one test (on the distributed profile each with its four workers).
  }, 60_000);
});

describe('daily digest when the process dies during the SMTP transaction (issue #28)', () => {
  it('sends the digest again after its lease, with the same Message-ID', async () => {
    const smtp = await startSmtpTestServer();
    const crashed = await startAlertsTestApp({ clock, smtp });
    await crashed.subscribe({ email: 'verloren@example.de', companyName: 'Verloren Handel', keywords: [] });
    await crashed.importNotice({ debtorName: 'Verloren Handel GmbH' });
    // The process dies while the server holds DATA: the transport never returns (the reproduction of the issue
    // held DATA 15 s and killed the app after 4).
    const mailer = crashed.get<DeliveringMailer>(MAILER, 'scheduler');
    const transport = (mailer as unknown as { transport: MailTransport }).transport;
    let intercepted = 0;
    jest.spyOn(transport, 'send').mockImplementation(() => {
      intercepted += 1;
      return new Promise<never>(() => {});
    });
    // What the close interrupts ends in errors (closed stores): the process is dead, nobody hears them.
    crashed
      .get(DigestRunner, 'scheduler')
      .run()
      .catch(() => undefined);
    const deadline = Date.now() + 10_000;
    while (intercepted === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(intercepted).toBe(1);
    const dataDir = crashed.config.dataDir;
    await crashed.app.close();

    const restarted = await startAlertsTestApp({ clock, smtp, env: { DATA_DIR: dataDir } });
    try {
      expect(await restarted.get(DigestRunner, 'scheduler').run()).toMatchObject({ mails: 0, unconfirmed: 1 });
      expect(restarted.digestsTo('verloren@example.de')).toHaveLength(0);
      clock.advance(restarted.config.mail.deliveryLeaseMs);
      await restarted.get<DeliveringMailer>(MAILER, 'scheduler').redeliverDue();
      const mail = await smtp.waitFor(
        (m) => m.envelope.to.includes('verloren@example.de') && m.parsed.subject?.includes('Verloren') === true,
      );
      expect(mail.parsed.messageId).toMatch(/^<digest-[0-9a-f-]{36}@insolvenzmonitor\.local>$/);
      expect(mail.parsed.text).toContain('Verloren Handel GmbH');
      expect(restarted.digestsTo('verloren@example.de')).toHaveLength(1);
      // Counted once: the next runs send nothing more.
      expect(await restarted.get(DigestRunner, 'scheduler').run()).toMatchObject({ mails: 0, unconfirmed: 0 });
    } finally {
      clock.advance(-restarted.config.mail.deliveryLeaseMs);
      await restarted.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('alert mails beside another process', () => {
  it('waits while another process sends alert mails, and reports a run that waited too long as running', async () => {
    const t = await startAlertsTestApp({ clock });
    try {
      await t.subscribe({ email: 'nebenan@example.de', companyName: 'Nebenan Handel', keywords: [] });
      await t.importNotice({ debtorName: 'Nebenan Handel GmbH', publicationDate: '2026-11-20' });
      // Another process (an API replica's "jetzt versenden", the scheduler's immediate mails) holds the lease.
      const store = t.get<EventStore>(EVENT_STORE, 'scheduler');
      const otherProcess = new Leases(store, systemClock, systemSleeper);
      let finish!: () => void;
      const othersRun = otherProcess.hold(ALERT_MAILS_LEASE, () => new Promise<void>((resolve) => (finish = resolve)));
      await until(async () => (await store.readStream('lease-alert-mails')).events.length === 1);
      const runner = t.get(DigestRunner, 'scheduler');

      await expect(runner.run({ leaseWaitMs: 0 })).rejects.toBeInstanceOf(DigestAlreadyRunning);
      const looks = jest.spyOn(store, 'streamRevisions');
      const waiting = runner.run();
      await until(
        async () => looks.mock.calls.filter(([streams]) => streams.includes('lease-alert-mails')).length >= 3,
      );
      expect(t.digestsTo('nebenan@example.de')).toHaveLength(0);

      finish();
      await othersRun;
      await expect(waiting).resolves.toMatchObject({ sent: 1, failed: 0 });
      expect(t.digestsTo('nebenan@example.de')).toHaveLength(1);
      const { events } = await store.readStream<{ type: string; data: { holder: string } }>('lease-alert-mails');
      expect(events.map((event) => event.type)).toEqual(['LeaseTaken', 'LeaseReleased', 'LeaseTaken', 'LeaseReleased']);
      expect(events[2]!.data.holder).not.toBe(otherProcess.holder);
    } finally {
      await t.close();
    }
  }, 60_000);
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
