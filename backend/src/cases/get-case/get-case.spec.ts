import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, seedUser } from '../../test/test-users.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { toCaseNotice } from '../import-runs/to-case-notice.js';
import type { Listing } from '../portal-client/types.js';
import type { CaseNotice } from '../domain/case-notice.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

const listing = (publicationDate: string, fingerprint: string): Listing => ({
  fingerprint,
  publicationDate,
  caseNumber: '6 IN 149/26',
  courtPlace: 'Gießen',
  debtorName: 'Golfpark Muster GmbH',
  seat: 'Lauterbach',
  register: 'Gießen, HRB 8710',
  subject: null,
  state: 'HE',
});

const HEAD =
  'Amtsgericht Gießen, Aktenzeichen 6 IN 149/26: Über das Vermögen der Golfpark Muster GmbH, Hofstraße 9, ' +
  '36341 Lauterbach (Hessen) (AG Gießen, HRB 8710), vertr. d.: Jens Beispiel, Ebereschenweg 14, 01328 Dresden, ' +
  '(Geschäftsführer), ';
const SECURING =
  'Amtsgericht Gießen, Aktenzeichen 6 IN 149/26: In dem Insolvenzantragsverfahren über das Vermögen der Golfpark ' +
  'Muster GmbH, Hofstraße 9, 36341 Lauterbach (Hessen) (AG Gießen, HRB 8710), vertr. d.: Jens Beispiel, ' +
  '(Geschäftsführer), ist am 30.10.2026 um 10:15 Uhr die vorläufige Verwaltung des Vermögens der Schuldnerin ' +
  'angeordnet worden. Verfügungen der Schuldnerin sind nur mit Zustimmung des vorläufigen Insolvenzverwalters wirksam.';
const OPENING =
  `${HEAD}ist am 09.11.2026 um 11:40 Uhr das Insolvenzverfahren eröffnet worden. Insolvenzverwalter ist: ` +
  'Rechtsanwalt Dr. Hans Muster, Lahnstraße 1, 35398 Gießen, Tel.: 0641/9829218, E-Mail: giessen@kanzlei.example . ' +
  'Insolvenzforderungen sind bis zum 15.01.2027 unter Beachtung des § 174 InsO bei dem Insolvenzverwalter ' +
  'schriftlich anzumelden. Berichts- und Prüfungstermin am Montag, 15.02.2027, 09:30 Uhr, Saal 406, 4. OG, ' +
  'Gutfleischstraße 1, 35390 Gießen, in dem die angemeldeten Forderungen geprüft werden.';
// The same publication as collected elsewhere: words glued together, quotes gone ("In demInsolvenzverfahren").
const OPENING_AGAIN = OPENING.replace('Insolvenzverfahren eröffnet', 'Insolvenzverfahreneröffnet').replace(' . ', '. ');

describe('GET /api/insolvency/:id (case page) and its hearings as iCalendar', () => {
  let t: TestApp;
  let http: ReturnType<typeof apiClient>;
  let caseId: number;

  const importAll = async (notices: CaseNotice[]) => {
    const handler = t.app.get(ImportCaseHandler);
    const results = [];
    for (const notice of notices) results.push(await handler.execute(notice, { correlationId: 'test' }));
    const store = t.app.get<EventStore>(EVENT_STORE);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    return results;
  };

  beforeAll(async () => {
    t = await startTestApp({ PORTAL_URL: 'https://portal.example.de/' }, { clock });
    http = (await seedUser(t)).http;
    // The opening twice (two texts of one publication), then the earlier securing order arrives late.
    const [first] = await importAll([
      toCaseNotice(listing('2026-11-10', 'l-opening'), OPENING),
      toCaseNotice(listing('2026-11-10', 'l-opening-again'), OPENING_AGAIN),
      toCaseNotice(listing('2026-11-02', 'l-securing'), SECURING),
    ]);
    caseId = (first as { caseId: number }).caseId;
  });
  afterAll(() => t.close());

  it('lists each publication once, newest first, with its decisive sentence as preview', async () => {
    const { body } = await http.get(`/api/insolvency/${caseId}`).expect(200);
    expect(body.notices.map((n: { publicationDate: string; publicationType: string }) => n.publicationType)).toEqual([
      'eroeffnung',
      'sicherungsmassnahmen',
    ]);
    expect(body.notices[0]).toMatchObject({
      publicationDate: '2026-11-10',
      preview: '… ist am 09.11.2026 um 11:40 Uhr das Insolvenzverfahren eröffnet worden.',
    });
    expect(body.notices[1].preview).toBe(
      '… ist am 30.10.2026 um 10:15 Uhr die vorläufige Verwaltung des Vermögens der Schuldnerin angeordnet worden.',
    );
    expect(body.firstPublicationDate).toBe('2026-11-02');
    expect(body.publicationDate).toBe('2026-11-10');
    expect(body.description).toBe(OPENING);
  });

  it('answers the structured case facts and the way to the portal', async () => {
    const { body } = await http.get(`/api/insolvency/${caseId}`).expect(200);
    expect(body.debtorKind).toBe('company');
    expect(body.facts).toEqual({
      legalForm: 'GmbH',
      register: { court: 'Amtsgericht Gießen', type: 'HRB', number: '8710' },
      claimsDeadline: '2027-01-15',
      hearings: [
        {
          id: '2027-01-15-anmeldefrist',
          kind: 'anmeldefrist',
          label: 'Ende der Anmeldefrist für Forderungen',
          date: '2027-01-15',
          time: null,
          place: null,
          announcedOn: '2026-11-10',
        },
        {
          id: '2027-02-15T09:30-berichts_und_pruefungstermin',
          kind: 'berichts_und_pruefungstermin',
          label: 'Berichts- und Prüfungstermin',
          date: '2027-02-15',
          time: '09:30',
          place: 'Saal 406, 4. OG, Gutfleischstraße 1, 35390 Gießen',
          announcedOn: '2026-11-10',
        },
      ],
      administrator: {
        role: 'insolvenzverwalter',
        name: 'Rechtsanwalt Dr. Hans Muster',
        firm: null,
        street: 'Lahnstraße 1',
        postalCode: '35398',
        city: 'Gießen',
        phone: '0641/9829218',
        email: 'giessen@kanzlei.example',
      },
    });
    expect(body.portal).toEqual({
      searchUrl: 'https://portal.example.de/ap/suche.jsf',
      court: 'Amtsgericht Gießen',
      caseNumber: '6 IN 149/26',
      note: expect.stringContaining('Aktenzeichen „6 IN 149/26“'),
    });
  });

  it('answers the deadlines of every notice by date, each with its source sentence (issue #32)', async () => {
    const { body } = await http.get(`/api/insolvency/${caseId}`).expect(200);
    type Row = { kind: string; label: string; date: string; time: string | null; announcedOn: string };
    expect(body.deadlines.map((d: Row) => [d.label, d.date, d.time, d.announcedOn])).toEqual([
      ['Bekanntmachung wirksam', '2026-11-04', null, '2026-11-02'],
      ['Bekanntmachung wirksam', '2026-11-12', null, '2026-11-10'],
      ['Anmeldefrist', '2027-01-15', null, '2026-11-10'],
      ['Berichtstermin', '2027-02-15', '09:30', '2026-11-10'],
      ['Prüfungstermin', '2027-02-15', '09:30', '2026-11-10'],
    ]);
    expect(body.deadlines[2]).toMatchObject({
      id: '2027-01-15-anmeldefrist',
      kind: 'anmeldefrist',
      place: null,
      relative: null,
      sentence:
        'Insolvenzforderungen sind bis zum 15.01.2027 unter Beachtung des § 174 InsO bei dem Insolvenzverwalter ' +
        'schriftlich anzumelden.',
    });
    expect(body.deadlines[4].place).toBe('Saal 406, 4. OG, Gutfleischstraße 1, 35390 Gießen');
  });

  it('exports the hearings as an RFC 5545 calendar in UTC with CRLF line endings', async () => {
    const response = await http.get(`/api/insolvency/${caseId}/hearings.ics`).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = response.text;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, '');
    // 09:30 in Berlin in February (CET, UTC+1).
    expect(unfolded).toContain('\r\nDTSTART:20270215T083000Z\r\nDTEND:20270215T093000Z\r\n');
    expect(unfolded).toContain(
      `\r\nUID:insolvenzfall-${caseId}-2027-02-15T09:30-berichts_und_pruefungstermin@insolvenzmonitor\r\n`,
    );
    expect(unfolded).toContain('\r\nDTSTAMP:20261121T090000Z\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Berichts- und Prüfungstermin: Golfpark Muster GmbH (6 IN 149/26)\r\n');
    expect(unfolded).toContain('\r\nLOCATION:Saal 406\\, 4. OG\\, Gutfleischstraße 1\\, 35390 Gießen\r\n');
  });

  it('exports one hearing by its id, and says clearly when it does not exist', async () => {
    const one = await http
      .get(`/api/insolvency/${caseId}/hearings.ics`)
      .query({ hearing: '2027-02-15T09:30-berichts_und_pruefungstermin' })
      .expect(200);
    expect(one.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const missing = await http
      .get(`/api/insolvency/${caseId}/hearings.ics`)
      .query({ hearing: '2027-03-01T10:00-pruefungstermin' })
      .expect(404);
    expect(missing.body.message).toBe('Termin nicht gefunden');
    const invalid = await http.get(`/api/insolvency/${caseId}/hearings.ics`).query({ hearing: 'x;y' }).expect(400);
    expect(JSON.stringify(invalid.body)).toContain('Die Termin-Kennung ist ungültig');
    await http.get('/api/insolvency/999999/hearings.ics').expect(404);
  });

  it('shows the debtor’s file across courts: the linked proceedings with reasons and one timeline (issue #32)', async () => {
    expect((await http.get(`/api/insolvency/${caseId}`).expect(200)).body.file).toBeNull();
    // The seat moved to Fulda; the court there took the proceedings over from Gießen under its own Aktenzeichen.
    const moved: Listing = {
      ...listing('2026-11-18', 'l-fulda'),
      caseNumber: '91 IN 7/26',
      courtPlace: 'Fulda',
      seat: 'Fulda',
      register: 'Gießen, HRB 8710',
    };
    const text =
      'Amtsgericht Fulda, Aktenzeichen 91 IN 7/26: In dem Insolvenzverfahren über das Vermögen der Golfpark Muster ' +
      'GmbH, Am Dom 1, 36037 Fulda (AG Gießen, HRB 8710), ist das Verfahren vom Amtsgericht Gießen (6 IN 149/26) an ' +
      'das Amtsgericht Fulda abgegeben worden.';
    const [other] = await importAll([toCaseNotice(moved, text)]);
    const otherId = (other as { caseId: number }).caseId;

    const { body } = await http.get(`/api/insolvency/${otherId}`).expect(200);
    expect(body.file.cases).toEqual([
      {
        id: otherId,
        court: 'Amtsgericht Fulda',
        caseNumber: '91 IN 7/26',
        companyName: 'Golfpark Muster GmbH',
        current: true,
        reason: null,
      },
      {
        id: caseId,
        court: 'Amtsgericht Gießen',
        caseNumber: '6 IN 149/26',
        companyName: 'Golfpark Muster GmbH',
        current: false,
        reason: 'verwiesen von AG Gießen, 6 IN 149/26',
      },
    ]);
    expect(
      body.file.timeline.map((n: { publicationDate: string; court: string; caseNumber: string }) => [
        n.publicationDate,
        n.court,
        n.caseNumber,
      ]),
    ).toEqual([
      ['2026-11-18', 'Amtsgericht Fulda', '91 IN 7/26'],
      ['2026-11-10', 'Amtsgericht Gießen', '6 IN 149/26'],
      ['2026-11-02', 'Amtsgericht Gießen', '6 IN 149/26'],
    ]);
    // Seen from Gießen, the same file.
    const fromGiessen = (await http.get(`/api/insolvency/${caseId}`).expect(200)).body.file;
    expect(fromGiessen.cases.map((c: { id: number }) => c.id)).toEqual([caseId, otherId]);
  });

  it('answers only signed-in clients', async () => {
    await apiClient(t).get(`/api/insolvency/${caseId}/hearings.ics`).expect(401);
  });
});
