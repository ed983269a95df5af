import { rm } from 'node:fs/promises';
import { jest } from '@jest/globals';
import { fixedClock } from '../../platform/clock/clock.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { startSmtpTestServer } from '../../test/smtp-test-server.js';
import { DigestRunner } from '../digest/digest-runner.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { IMMEDIATE_SUBJECT_LABEL } from './immediate-batch.js';
import { ImmediateSender } from './immediate-sender.js';

// 10:00 in Berlin: after the 07:00 digest, the working day of the courts.
const clock = fixedClock('2026-11-21T09:00:00Z');
const isImmediate = (subject: string | undefined) => subject?.startsWith(`${IMMEDIATE_SUBJECT_LABEL}:`) === true;

describe('immediate mails ("sofort", issue #30)', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  const sender = () => t.get(ImmediateSender, 'scheduler');
  const immediateTo = (address: string) => t.digestsTo(address).filter((m) => isImmediate(m.parsed.subject));

  it('sends a sofort alert one mail per batch with all its matches, a täglich one nothing until the digest', async () => {
    // The loop is stopped, so that the test decides where a batch ends; the next test runs it.
    await sender().stop();
    await t.subscribe({ email: 'sofort@example.de', companyName: 'Blitzschnell Bau', keywords: [], mode: 'sofort' });
    await t.subscribe({ email: 'taeglich@example.de', companyName: 'Gemächlich Handel', keywords: [] });
    const first = await t.importNotice({ debtorName: 'Blitzschnell Bau GmbH', publicationDate: '2026-11-21' });
    const second = await t.importNotice({ debtorName: 'Blitzschnell Bau Service GmbH', publicationDate: '2026-11-21' });
    const daily = await t.importNotice({ debtorName: 'Gemächlich Handel KG', publicationDate: '2026-11-21' });

    expect(await sender().runOnce()).toMatchObject({ mails: 1, sent: 1, capped: 0 });
    const mails = immediateTo('sofort@example.de');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.parsed.subject).toBe(
      'Insolvenzmonitor sofort: 2 neue Insolvenzbekanntmachungen zu „Blitzschnell Bau“',
    );
    expect(mail!.parsed.text).toContain(`https://insolvenzmonitor.test/case/${first.caseId}`);
    expect(mail!.parsed.text).toContain(`https://insolvenzmonitor.test/case/${second.caseId}`);
    expect(mail!.parsed.text).toMatch(/Benachrichtigung deaktivieren: https:\/\/insolvenzmonitor\.test\//);
    expect(mail!.parsed.messageId).toMatch(/^<immediate-/);
    expect(t.digestsTo('taeglich@example.de')).toHaveLength(0);
    // Nothing new: nothing more.
    expect(await sender().runOnce()).toMatchObject({ mails: 0 });

    // The digest of the day: the daily alert gets its case, the immediate one nothing again.
    expect(await t.get(DigestRunner, 'scheduler').run()).toMatchObject({ mails: 1 });
    expect(t.digestsTo('taeglich@example.de')).toHaveLength(1);
    expect(t.digestsTo('taeglich@example.de')[0]!.parsed.text).toContain(`/case/${daily.caseId}`);
    expect(t.digestsTo('sofort@example.de')).toHaveLength(1);
  });

  it('sends on its own when the matcher records a match, without waiting for the digest', async () => {
    sender().start();
    await t.subscribe({ email: 'wach@example.de', companyName: 'Wachsam Logistik', keywords: [], mode: 'sofort' });
    const found = await t.importNotice({ debtorName: 'Wachsam Logistik GmbH', publicationDate: '2026-11-21' });
    const mail = await t.smtp.waitFor(
      (m) => m.envelope.to.includes('wach@example.de') && isImmediate(m.parsed.subject),
      30_000,
    );
    expect(mail.parsed.text).toContain(`/case/${found.caseId}`);
  });

  it('sends a sofort saved search its new matches at once, and the digest of the day still goes out', async () => {
    await sender().stop();
    const save = (body: Record<string, unknown>) => t.pro.http.post('/api/saved-searches').send(body).expect(201);
    const saved = await save({ name: 'Eilmeldung Bayern', criteria: { q: 'Eilmeldung' }, alert: true, mode: 'sofort' });
    expect(saved.body).toMatchObject({ mode: 'sofort' });
    await save({ name: 'Gemütlich', criteria: { q: 'Gemuetlich' }, alert: true });
    const hit = await t.importNotice({ debtorName: 'Eilmeldung Verlag GmbH', publicationDate: '2026-11-21' });
    const daily = await t.importNotice({ debtorName: 'Gemütlich Möbel GmbH', publicationDate: '2026-11-21' });
    expect(await sender().runOnce()).toMatchObject({ mails: 1 });
    const mine = () => t.digestsTo(t.pro.email);
    const immediate = mine().filter((m) => isImmediate(m.parsed.subject));
    expect(immediate).toHaveLength(1);
    expect(immediate[0]!.parsed.subject).toBe(
      'Insolvenzmonitor sofort: eine neue Insolvenzbekanntmachung zum Suchprofil „Eilmeldung Bayern“',
    );
    expect(immediate[0]!.parsed.text).toContain(`/case/${hit.caseId}`);
    expect(immediate[0]!.parsed.text).not.toContain(`/case/${daily.caseId}`);
    // The digest (not deferred by the immediate mail) has the daily saved search's case only.
    await t.get(DigestRunner, 'scheduler').run();
    const digest = mine().filter((m) => m.parsed.subject?.includes('„Gemütlich“') === true);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.parsed.text).toContain(`/case/${daily.caseId}`);
    expect(digest[0]!.parsed.text).not.toContain(`/case/${hit.caseId}`);
  });

  it('follows the debtor file: the proceeding of a renamed firm at another court reaches the alert, with why (#32)', async () => {
    await sender().stop();
    await t.subscribe({ email: 'akte@example.de', companyName: 'Altname Bau GmbH', keywords: [], mode: 'sofort' });
    const firm = {
      legalForm: 'GmbH',
      city: 'Bonn',
      postalCode: '53111',
      register: null,
      publicationDate: '2026-11-21',
    };
    const former = await t.importNotice({
      ...firm,
      debtorName: 'Altname Bau GmbH',
      court: 'Amtsgericht Bonn',
      caseNumber: '12 IN 3/26',
    });
    // Renamed and referred to Cologne: the new name shares no word with the watched one.
    const renamed = await t.importNotice({
      ...firm,
      debtorName: 'Neuname Projekt GmbH',
      court: 'Amtsgericht Köln',
      caseNumber: '71 IN 940/26',
      text: 'über das Vermögen der Neuname Projekt GmbH (vormals Altname Bau GmbH, Bonn), Hauptstraße 1, 53111 Bonn',
    });
    // A namesake elsewhere is another debtor: not told.
    const namesake = await t.importNotice({
      ...firm,
      debtorName: 'Neuname Projekt GmbH',
      street: 'Anger 5',
      postalCode: '99084',
      city: 'Erfurt',
    });
    expect(await sender().runOnce()).toMatchObject({ mails: 1 });
    const mails = immediateTo('akte@example.de');
    expect(mails).toHaveLength(1);
    const text = mails[0]!.parsed.text!;
    expect(text).toContain(`/case/${former.caseId}`);
    expect(text).toContain(`/case/${renamed.caseId}`);
    expect(text).not.toContain(`/case/${namesake.caseId}`);
    expect(text).toContain(
      'Akte: gehört zur Akte von Altname Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Altname Bau GmbH',
    );
    // Only the case told over the file says why; a later notice of it is not mailed again.
    expect(text.match(/gehört zur Akte/g)).toHaveLength(1);
    await t.importNotice({
      ...firm,
      debtorName: 'Neuname Projekt GmbH',
      court: 'Amtsgericht Köln',
      caseNumber: '71 IN 940/26',
      publicationType: 'eroeffnung',
    });
    expect(await sender().runOnce()).toMatchObject({ mails: 0 });
    expect(immediateTo('akte@example.de')).toHaveLength(1);
  });

  it('sends nothing to an address that has not confirmed', async () => {
    await sender().stop();
    await t.subscribe(
      { email: 'unbestaetigt@example.de', companyName: 'Zaghaft Druck', keywords: [], mode: 'sofort' },
      undefined,
      { confirm: false },
    );
    await t.importNotice({ debtorName: 'Zaghaft Druck GmbH', publicationDate: '2026-11-21' });
    await sender().runOnce();
    expect(t.digestsTo('unbestaetigt@example.de')).toHaveLength(0);
  });

  it('validates the mode in German, and shows it in the API', async () => {
    const list = (await t.pro.http.get('/api/subscriptions').expect(200)).body as { email: string; mode: string }[];
    expect(list.find((s) => s.email === 'sofort@example.de')?.mode).toBe('sofort');
    expect(list.find((s) => s.email === 'taeglich@example.de')?.mode).toBe('täglich');
    const invalid = await t.pro.http
      .post('/api/subscriptions')
      .send({ email: 'x@example.de', companyName: 'Irgendwas', mode: 'stündlich' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('Benachrichtigung muss „sofort“ oder „täglich“ sein');
  });
});

describe('immediate mails: the daily cap per recipient', () => {
  it('falls back to the digest beyond ALERT_IMMEDIATE_DAILY_CAP, and the last mail says so', async () => {
    const t = await startAlertsTestApp({ clock, env: { ALERT_IMMEDIATE_DAILY_CAP: '2' } });
    try {
      const sender = t.get(ImmediateSender, 'scheduler');
      await sender.stop();
      await t.subscribe({ email: 'viel@example.de', companyName: 'Dauerfeuer Medien', keywords: [], mode: 'sofort' });
      const cases = [];
      for (const suffix of ['Eins', 'Zwei', 'Drei']) {
        cases.push(
          await t.importNotice({ debtorName: `Dauerfeuer Medien ${suffix} GmbH`, publicationDate: '2026-11-21' }),
        );
        await sender.runOnce();
      }
      const immediate = t.digestsTo('viel@example.de').filter((m) => isImmediate(m.parsed.subject));
      expect(immediate).toHaveLength(2);
      expect(immediate[0]!.parsed.text).not.toContain('Höchstzahl');
      expect(immediate[1]!.parsed.text).toContain(
        'Damit haben Sie heute die Höchstzahl von 2 Sofort-E-Mails erreicht: weitere Treffer erhalten Sie in der ' +
          'täglichen Sammel-E-Mail um 07:00 Uhr.',
      );
      // The third case waits for the digest, which sends it (and only it).
      expect(Object.values(await t.matches())).toEqual([[cases[2]!.caseId]]);
      expect(await t.get(DigestRunner, 'scheduler').run()).toMatchObject({ mails: 1 });
      const digest = t.digestsTo('viel@example.de').filter((m) => !isImmediate(m.parsed.subject));
      expect(digest).toHaveLength(1);
      expect(digest[0]!.parsed.text).toContain(`/case/${cases[2]!.caseId}`);
      expect(digest[0]!.parsed.text).not.toContain(`/case/${cases[0]!.caseId}`);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('immediate mails after a crash between sending and recording', () => {
  it('sends the mail once, with one Message-ID', async () => {
    const smtp = await startSmtpTestServer();
    const crashed = await startAlertsTestApp({ clock, smtp });
    await crashed.get(ImmediateSender, 'scheduler').stop();
    await crashed.subscribe({
      email: 'absturz@example.de',
      companyName: 'Absturz Sofort',
      keywords: [],
      mode: 'sofort',
    });
    await crashed.importNotice({ debtorName: 'Absturz Sofort GmbH', publicationDate: '2026-11-21' });
    // The process dies right after the mail server accepted the mail, before anything was recorded.
    const mailer = crashed.get<Mailer>(MAILER, 'scheduler');
    const send = mailer.send.bind(mailer);
    jest.spyOn(mailer, 'send').mockImplementation(async (message) => {
      await send(message);
      return new Promise<never>(() => {});
    });
    const immediate = () =>
      smtp.received.filter((m) => m.envelope.to.includes('absturz@example.de') && isImmediate(m.parsed.subject));
    // What the close interrupts ends in errors (closed stores): the process is dead, nobody hears them.
    crashed
      .get(ImmediateSender, 'scheduler')
      .runOnce()
      .catch(() => undefined);
    await smtp.waitFor(() => immediate().length === 1);
    const dataDir = crashed.config.dataDir;
    await crashed.app.close();

    const restarted = await startAlertsTestApp({ clock, smtp, env: { DATA_DIR: dataDir } });
    try {
      const sender = restarted.get(ImmediateSender, 'scheduler');
      await sender.stop();
      expect(await sender.runOnce()).toMatchObject({ mails: 0 });
      expect(immediate()).toHaveLength(1);
      expect(immediate()[0]!.parsed.messageId).toMatch(/^<immediate-b\d+-\d+-[0-9a-f]{8}-0@insolvenzmonitor\.local>$/);
      // Counted as sent: neither the next batch nor the digest repeats it.
      expect(await restarted.get(DigestRunner, 'scheduler').run()).toMatchObject({ mails: 0 });
      expect(restarted.digestsTo('absturz@example.de').filter((m) => !isImmediate(m.parsed.subject))).toHaveLength(0);
    } finally {
      await restarted.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two starts and closes of a whole installation, one of them waiting out the batch cut off by the crash
    // (5 s): a hang guard, not a speed limit (CI's loaded machine took 2.5 times as long as an idle one).
  }, 120_000);
});
