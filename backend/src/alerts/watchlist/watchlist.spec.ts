import { fixedClock } from '../../platform/clock/clock.js';
import { seedUser } from '../../test/test-users.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const PRO_REQUIRED = 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen';

describe('/api/subscriptions/watchlist (CSV)', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  const csv =
    '\uFEFFFirmenname;PLZ;Ort;Registernummer\nListe Bau GmbH;50667;Köln;\nUnbekannt Handel AG;;;HRB 4711\n;10115;Berlin;\n';

  it('previews every row: German errors and the known cases a row already matches', async () => {
    const known = await t.importNotice({ debtorName: 'LISTE BAU GmbH & Co. KG' });
    const response = await t.pro.http
      .post('/api/subscriptions/watchlist/preview')
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'kunden.csv', contentType: 'text/csv' })
      .expect(200);
    expect(response.body).toMatchObject({ total: 3, valid: 2, invalid: 1, withMatches: 1 });
    expect(response.body.rows[0]).toMatchObject({
      line: 2,
      companyName: 'Liste Bau GmbH',
      postalCode: '50667',
      city: 'Köln',
      errors: [],
      matches: [{ caseId: known.caseId, companyName: 'LISTE BAU GmbH & Co. KG', court: 'Amtsgericht Köln' }],
    });
    expect(response.body.rows[1]).toMatchObject({ registerNumber: 'HRB 4711', matches: [] });
    expect(response.body.rows[2].errors).toEqual(['Zeile 4: Firmenname ist erforderlich']);
    expect(await t.pro.http.get('/api/subscriptions').then((r) => r.body)).toEqual([]);
  });

  it('previews a row as the search reads it: register numbers exactly, the legal form agreeing (issue #29)', async () => {
    const person = await t.importNotice({ debtorName: 'Vorschau, Anna', debtorKind: 'person', legalForm: null });
    const gmbh = await t.importNotice({
      debtorName: 'Vorschau Handel GmbH',
      legalForm: 'GmbH',
      court: 'Amtsgericht Köln',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '862' },
    });
    await t.importNotice({
      debtorName: 'Anders AG',
      legalForm: 'AG',
      register: { court: null, type: 'HRB', number: '8621' },
    });
    const list = 'Firmenname;Registernummer\nVorschau GmbH;\nVorschau;\nIrgendwie AG;Amtsgericht Köln HRB 862\nGmbH;\n';
    const response = await t.pro.http
      .post('/api/subscriptions/watchlist/preview')
      .attach('file', Buffer.from(list, 'utf8'), { filename: 'kunden.csv', contentType: 'text/csv' })
      .expect(200);
    const ids = (row: { matches: { caseId: number }[] }) => row.matches.map((m) => m.caseId).sort((a, b) => a - b);
    expect(ids(response.body.rows[0])).toEqual([gmbh.caseId]);
    expect(ids(response.body.rows[1])).toEqual([gmbh.caseId, person.caseId].sort((a, b) => a - b));
    expect(ids(response.body.rows[2])).toEqual([gmbh.caseId]);
    expect(response.body.rows[3].errors).toEqual([
      'Zeile 5: Firmenname darf nicht nur aus einer Rechtsform bestehen (z. B. „Müller GmbH“ statt „GmbH“)',
    ]);
  });

  it('creates one subscription per valid row and reports the skipped ones', async () => {
    const response = await t.pro.http
      .post('/api/subscriptions/watchlist')
      .field('email', 'debitoren@example.de')
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'kunden.csv', contentType: 'text/csv' })
      .expect(201);
    expect(response.body).toMatchObject({
      message:
        '2 Benachrichtigungen angelegt, 1 Zeile übersprungen. An debitoren@example.de wurde eine ' +
        'Bestätigungs-E-Mail gesendet; vorher werden dorthin keine Benachrichtigungen versendet.',
      recipientStatus: 'pending',
      created: 2,
      errors: ['Zeile 4: Firmenname ist erforderlich'],
    });
    const list = (await t.pro.http.get('/api/subscriptions').expect(200)).body;
    expect(list).toEqual([
      expect.objectContaining({
        email: 'debitoren@example.de',
        companyName: 'Liste Bau GmbH',
        keywords: [],
        active: true,
      }),
      expect.objectContaining({ companyName: 'Unbekannt Handel AG', registerNumber: 'HRB 4711' }),
    ]);
    // Watched from now on: a new notice of a listed customer is matched.
    const { caseId } = await t.importNotice({
      debtorName: 'Umfirmiert GmbH',
      register: { court: 'AG Köln', type: 'HRB', number: '4711' },
    });
    expect(Object.values(await t.matches())).toContainEqual([caseId]);
  });

  it('gives every subscription of the list the chosen delivery mode, and refuses an unknown one (issue #30)', async () => {
    const list = 'Firmenname\nSofort Liste GmbH\n';
    const upload = (mode: string) =>
      t.pro.http
        .post('/api/subscriptions/watchlist')
        .field('email', t.pro.email)
        .field('mode', mode)
        .attach('file', Buffer.from(list, 'utf8'), { filename: 'kunden.csv', contentType: 'text/csv' });
    const refused = await upload('stündlich').expect(400);
    expect(refused.body.message).toBe('Benachrichtigung muss „sofort“ oder „täglich“ sein');
    const { body } = await upload('sofort').expect(201);
    // One row: the singular.
    expect(body.message).toBe('1 Benachrichtigung angelegt');
    const created = (await t.pro.http.get('/api/subscriptions').expect(200)).body.find(
      (s: { id: string }) => s.id === body.subscriptionIds[0],
    );
    expect(created).toMatchObject({ companyName: 'Sofort Liste GmbH', mode: 'sofort' });
  });

  it('refuses free users, a missing file or address, and files that are empty or too long', async () => {
    const free = await seedUser(t);
    const refused = await free.http
      .post('/api/subscriptions/watchlist/preview')
      .attach('file', Buffer.from(csv), 'kunden.csv')
      .expect(403);
    expect(refused.body.message).toBe(PRO_REQUIRED);
    expect((await t.pro.http.post('/api/subscriptions/watchlist/preview').expect(400)).body.message).toBe(
      'Bitte laden Sie eine CSV-Datei hoch (Feld "file").',
    );
    const noEmail = await t.pro.http
      .post('/api/subscriptions/watchlist')
      .attach('file', Buffer.from(csv), 'kunden.csv')
      .expect(400);
    expect(noEmail.body.message).toBe('E-Mail-Adresse ist erforderlich');
    // The preview takes the file alone: a text field beside it is refused as on the import.
    const extra = await t.pro.http
      .post('/api/subscriptions/watchlist/preview')
      .field('isAdmin', 'true')
      .attach('file', Buffer.from(csv), 'kunden.csv')
      .expect(400);
    expect(extra.body.message).toBe('Unbekanntes Feld "isAdmin"');
    const empty = await t.pro.http
      .post('/api/subscriptions/watchlist/preview')
      .attach('file', Buffer.from('Firma\n'), 'leer.csv')
      .expect(400);
    expect(empty.body.message).toBe('Die Datei enthält keine Zeilen mit Firmen.');
    const long = ['Firma', ...Array.from({ length: 5001 }, (_, i) => `Firma ${i}`)].join('\n');
    const tooLong = await t.pro.http
      .post('/api/subscriptions/watchlist/preview')
      .attach('file', Buffer.from(long), 'lang.csv')
      .expect(400);
    expect(tooLong.body.message).toBe('Die Datei hat mehr als 5000 Zeilen. Bitte teilen Sie sie auf.');
  });
});
