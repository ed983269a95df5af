import request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { changePlan } from '../../test/test-users.js';
import { foldAddress } from '../../platform/text/address-key.js';
import { DigestRunner } from '../digest/digest-runner.js';
import { SEARCH_ALERT_MATCHES, type SearchAlertMatches } from '../read-model/ports/search-alert-matches.port.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';

const clock = fixedClock('2026-11-21T06:00:00Z');

/** Saved searches with the daily e-mail (issue #13) in the alert digest, with a real SMTP server. */
describe('saved searches in the daily digest', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  const run = () => t.get(DigestRunner, 'scheduler').run();
  /** Runs the digest `days` later; the clock goes back after it, so the test users' sessions stay valid. */
  const runLater = async (days: number) => {
    const today = clock.now();
    clock.advance(days * 24 * 3_600_000);
    try {
      return await run();
    } finally {
      clock.set(today);
    }
  };
  const save = async (body: Record<string, unknown>, user = t.pro) =>
    (await user.http.post('/api/saved-searches').send(body).expect(201)).body as { id: string };
  /** Digest mails to the Pro user (not the account-confirmation mail of the sign-up). */
  const digests = () =>
    t.digestsTo(t.pro.email).filter((m) => m.parsed.subject?.startsWith('Insolvenzmonitor: ') === true);
  const bavarian = { court: 'Amtsgericht München', state: 'BY' };

  it('mails the new cases a saved search finds to its owner, with its name and a link to the search', async () => {
    await save({ name: 'Morgenrot Bayern', criteria: { q: 'Morgenrot', state: 'BY' }, alert: true });
    await save({ name: 'Morgenrot ohne E-Mail', criteria: { q: 'Morgenrot' }, alert: false });
    const match = await t.importNotice({
      debtorName: 'Morgenrot Bäckerei GmbH',
      ...bavarian,
      caseNumber: '1502 IN 1/26',
    });
    const elsewhere = await t.importNotice({ debtorName: 'Morgenrot Logistik GmbH' });
    const other = await t.importNotice({ debtorName: 'Abendstern KG', ...bavarian, caseNumber: '1502 IN 2/26' });

    expect(await run()).toMatchObject({ mails: 1, sent: 1, failed: 0 });
    const mails = digests();
    expect(mails).toHaveLength(1);
    const { parsed } = mails[0]!;
    expect(parsed.subject).toBe(
      'Insolvenzmonitor: eine neue Insolvenzbekanntmachung zum Suchprofil „Morgenrot Bayern“',
    );
    expect(parsed.text).toContain('für Ihr Suchprofil „Morgenrot Bayern“ gibt es eine neue Insolvenzbekanntmachung:');
    expect(parsed.text).toContain('1. Morgenrot Bäckerei GmbH');
    expect(parsed.text).toContain(`Details: https://insolvenzmonitor.test/case/${match.caseId}`);
    expect(parsed.text).not.toContain(`/case/${elsewhere.caseId}`);
    expect(parsed.text).not.toContain(`/case/${other.caseId}`);
    expect(parsed.text).toContain('Suche öffnen: https://insolvenzmonitor.test/search?q=Morgenrot&state=BY&page=1');
    expect(parsed.html).toContain(
      '<a href="https://insolvenzmonitor.test/search?q=Morgenrot&amp;state=BY&amp;page=1">Suche „Morgenrot Bayern“ öffnen</a>',
    );

    // Nothing twice: not on the next run, not for a later notice of the same proceeding.
    expect(await run()).toMatchObject({ mails: 0 });
    await t.importNotice({
      debtorName: 'Morgenrot Bäckerei GmbH',
      ...bavarian,
      caseNumber: '1502 IN 1/26',
      publicationType: 'eroeffnung',
    });
    expect(await runLater(1)).toMatchObject({ mails: 0 });
    expect(digests()).toHaveLength(1);
  });

  it("switches a saved search's e-mail off through the mail's link (asked first), not the search itself", async () => {
    const { id } = await save({ name: 'Sternschnuppe', criteria: { q: 'Sternschnuppe' }, alert: true });
    await t.importNotice({ debtorName: 'Sternschnuppe Optik GmbH', caseNumber: '71 IN 610/26' });
    const before = digests().length;
    expect(await runLater(3)).toMatchObject({ mails: 1, sent: 1 });
    const mail = digests()[before]!;
    const url = new URL(/E-Mails zu diesem Suchprofil abbestellen: (\S+)/.exec(mail.parsed.text!)![1]!);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const anonymous = () => request(t.app.getHttpServer());
    const alertOf = async () =>
      (
        (await t.pro.http.get('/api/saved-searches').expect(200)).body as { items: { id: string; alert: boolean }[] }
      ).items.find((saved) => saved.id === id)!.alert;

    const page = await anonymous().get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain('Sie erhalten dann für dieses Suchprofil keine E-Mails mehr.');
    expect(await alertOf()).toBe(true);
    const done = await anonymous().post(`${url.pathname}${url.search}`).type('form').send('').expect(200);
    expect(done.text).toContain(
      'Sie erhalten für dieses Suchprofil keine E-Mails mehr. Auf der Suchseite unter „Meine Suchprofile“ können Sie die E-Mails jederzeit wieder einschalten.',
    );
    expect(await alertOf()).toBe(false);
    const last = (await t.store.readStream(`savedsearch-${id}`)).events.at(-1);
    expect(last).toMatchObject({ type: 'SavedSearchUpdated', data: { alert: false, via: 'unsubscribe-link' } });

    await t.importNotice({ debtorName: 'Sternschnuppe Optik GmbH', caseNumber: '71 IN 611/26' });
    expect(await runLater(4)).toMatchObject({ mails: 0 });
    await t.pro.http.delete(`/api/saved-searches/${id}`).expect(200);
    expect((await anonymous().post(`${url.pathname}${url.search}`).expect(404)).text).toContain('bereits gelöscht');
  });

  it('joins the owner’s subscriptions in one mail per day, waits while the owner is Free and forgets deleted searches', async () => {
    const { id: savedSearchId } = await save({ name: 'Nordlicht', criteria: { q: 'Nordlicht' }, alert: true });
    await t.subscribe({ email: t.pro.email, companyName: 'Nordlicht Reisen', keywords: [] });
    const before = digests().length;
    const match = await t.importNotice({ debtorName: 'Nordlicht Reisen GmbH', caseNumber: '71 IN 500/26' });

    expect(await runLater(2)).toMatchObject({ mails: 1, failed: 0 });
    const mails = digests();
    expect(mails).toHaveLength(before + 1);
    const { parsed } = mails.at(-1)!;
    expect(parsed.subject).toBe('Insolvenzmonitor: eine neue Insolvenzbekanntmachung zu 2 Benachrichtigungen');
    expect(parsed.text).toContain('Benachrichtigung „Nordlicht Reisen“:');
    expect(parsed.text).toContain('Suchprofil „Nordlicht“:');
    expect(parsed.text).toContain('Außerdem gefunden: Nr. 1 (siehe oben)');
    expect(parsed.text).toContain(`https://insolvenzmonitor.test/case/${match.caseId}`);

    // A Free owner gets nothing; the match waits.
    await changePlan(t, t.pro.userId, 'free');
    await t.importNotice({ debtorName: 'Nordlicht Yachten GmbH', caseNumber: '71 IN 501/26' });
    expect(await runLater(3)).toMatchObject({ mails: 0 });
    const waiting = async () => ({ n: await t.probe.searchMatchCount(savedSearchId) });
    expect((await waiting()).n).toBe(1);

    // Deleting the saved search deletes what waits for it.
    await changePlan(t, t.pro.userId, 'pro_monthly');
    await t.pro.http.delete(`/api/saved-searches/${savedSearchId}`).expect(200);
    await runLater(4);
    expect((await waiting()).n).toBe(0);
    expect(digests().every((m) => !m.parsed.text?.includes('Nordlicht Yachten'))).toBe(true);
  });

  it('mails what a saved search limited to companies and a postal-code region finds, and no one else', async () => {
    await save({
      name: 'Firmen Düsseldorf',
      criteria: { q: 'Rheinblick', debtorKind: 'company', postalCode: '402' },
      alert: true,
    });
    const before = digests().length;
    const company = await t.importNotice({
      debtorName: 'Rheinblick Handel GmbH',
      debtorKind: 'company',
      postalCode: '40213',
      city: 'Düsseldorf',
      caseNumber: '502 IN 10/26',
    });
    const person = await t.importNotice({
      debtorName: 'Hans Rheinblick',
      debtorKind: 'person',
      legalForm: null,
      register: null,
      postalCode: '40210',
      city: 'Düsseldorf',
      caseNumber: '502 IK 11/26',
    });
    const elsewhere = await t.importNotice({
      debtorName: 'Rheinblick Bau GmbH',
      debtorKind: 'company',
      postalCode: '50667',
      city: 'Köln',
      caseNumber: '71 IN 12/26',
    });

    expect(await runLater(5)).toMatchObject({ mails: 1, sent: 1, failed: 0 });
    const mails = digests();
    expect(mails).toHaveLength(before + 1);
    const { parsed } = mails.at(-1)!;
    expect(parsed.subject).toBe(
      'Insolvenzmonitor: eine neue Insolvenzbekanntmachung zum Suchprofil „Firmen Düsseldorf“',
    );
    expect(parsed.text).toContain('1. Rheinblick Handel GmbH');
    expect(parsed.text).toContain(`https://insolvenzmonitor.test/case/${company.caseId}`);
    expect(parsed.text).not.toContain('Hans Rheinblick');
    expect(parsed.text).not.toContain(`/case/${person.caseId}`);
    expect(parsed.text).not.toContain(`/case/${elsewhere.caseId}`);
    expect(parsed.text).toContain(
      'Suche öffnen: https://insolvenzmonitor.test/search?debtorKind=company&postalCode=402&q=Rheinblick&page=1',
    );
  });

  it('mails the cases a crash left handed over to a mail the delivery never recorded (issue #30: at least once)', async () => {
    const { id } = await save({ name: 'Absturzsuche', criteria: { q: 'Absturzsuche' }, alert: true });
    const before = digests().length;
    const match = await t.importNotice({ debtorName: 'Absturzsuche Handel GmbH', caseNumber: '71 IN 900/26' });
    const deadline = Date.now() + 10_000;
    while ((await t.probe.searchMatchCount(id)) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // What a process killed between the hand-over and the mail delivery's record leaves behind.
    const matches = t.get<SearchAlertMatches>(SEARCH_ALERT_MATCHES, 'scheduler');
    await matches.handOverSearchMatches(id, [match.caseId], foldAddress(t.pro.email), '2026-11-27', 'digest-lost');
    expect(await t.probe.searchMatchCount(id)).toBe(0);

    expect(await runLater(6)).toMatchObject({ mails: 1, failed: 0 });
    const mails = digests();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.parsed.text).toContain(`https://insolvenzmonitor.test/case/${match.caseId}`);
    expect(await matches.unsettledSearchHandOvers()).toEqual([]);
    // Sent now, and only once.
    expect(await runLater(7)).toMatchObject({ mails: 0 });
  });
});
