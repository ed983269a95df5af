import type request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { importTestNotice } from '../../test/import-notice.js';
import { pdfText } from '../../test/pdf-text.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, seedUser, type TestUser } from '../../test/test-users.js';
import { LETTER_FORM } from './letter/claim-letter.test-kit.js';

const clock = fixedClock('2026-11-28T09:00:00Z');

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * "Forderungsanmeldung vorbereiten" over real HTTP on the embedded app (issue #32 item 5): the PDF from the form,
 * validation in German, and the drafts: saved per user and case, only ever the caller's.
 */
describe('claim letter API', () => {
  let t: TestApp;
  let erika: TestUser;
  let other: TestUser;
  let caseId: number;
  let withoutAdministrator: number;

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    erika = await seedUser(t, { firstName: 'Erika', lastName: 'Gläubiger' });
    other = await seedUser(t);
    ({ caseId } = await importTestNotice(t.app, {
      publicationType: 'eroeffnung',
      court: 'Amtsgericht Gießen',
      caseNumber: '6 IN 149/26',
      debtorName: 'Müller & Söhne Straßenbau GmbH',
      claimsDeadline: '2027-01-15',
      administrator: {
        role: 'insolvenzverwalter',
        name: 'Rechtsanwalt Dr. Hans Jürgen Muster',
        firm: 'Muster & Partner Rechtsanwälte',
        street: 'Lahnstraße 1',
        postalCode: '35398',
        city: 'Gießen',
        phone: null,
        email: null,
      },
    }));
    ({ caseId: withoutAdministrator } = await importTestNotice(t.app));
    const store = t.app.get<EventStore>(EVENT_STORE);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
  });
  afterAll(() => t.close());

  describe('the PDF', () => {
    it('answers a PDF letter to the administrator that names the case, the claims and their sum', async () => {
      const response = await binary(erika.http.post(`/api/insolvency/${caseId}/claim-letter`).send(LETTER_FORM)).expect(
        200,
      );
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Forderungsanmeldung-6-IN-149-26.pdf"',
      );
      const text = (await pdfText(response.body as Buffer)).join('\n').replace(/\s+/g, ' ');
      for (const expected of [
        'über das Vermögen der Müller & Söhne Straßenbau GmbH, AG Gießen, Az. 6 IN 149/26',
        'Rechtsanwalt Dr. Hans Jürgen Muster',
        'Muster & Partner Rechtsanwälte',
        'am 15.01.2027',
        '28.11.2026',
        '12.345,67 €',
        '12.620,17 €',
        '§ 174 InsO',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('answers 30 letters per user in 10 minutes, then 429 with Retry-After; other users go on', async () => {
      const busy = await seedUser(t);
      const letter = (user: TestUser) =>
        binary(user.http.post(`/api/insolvency/${caseId}/claim-letter`).send(LETTER_FORM));
      for (let i = 0; i < 30; i++) await letter(busy).expect(200);
      const refused = await letter(busy).expect(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(JSON.parse((refused.body as Buffer).toString('utf8'))).toMatchObject({
        message: 'Zu viele Anschreiben in kurzer Zeit. Bitte versuchen Sie es in 10 Minuten erneut.',
      });
      await letter(other).expect(200);
    });

    it('refuses an incomplete or wrong form with German messages per field', async () => {
      const form = {
        ...LETTER_FORM,
        creditor: { ...LETTER_FORM.creditor, name: '', city: '' },
        claims: [
          { kind: 'hauptforderung', reason: 'Rechnung', amount: '12,345', evidence: '' },
          { kind: 'zinsen', reason: 'Zinsen', amount: '0', evidence: '' },
          { kind: 'strafe', reason: 'x', amount: '1.234.56', evidence: '' },
        ],
      };
      const refused = await erika.http.post(`/api/insolvency/${caseId}/claim-letter`).send(form).expect(400);
      expect(refused.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'claims.0.amount', messages: ['Der Betrag darf höchstens zwei Nachkommastellen haben.'] },
          { field: 'claims.1.amount', messages: ['Der Betrag muss größer als 0 sein.'] },
          { field: 'claims.2.kind', messages: ['Die Art muss Hauptforderung, Zinsen oder Kosten sein.'] },
          { field: 'claims.2.amount', messages: ['Bitte geben Sie den Betrag in Euro ein, z. B. 1.234,56.'] },
        ]),
      );
      // Well-formed but incomplete: what the letter needs.
      const incomplete = await erika.http
        .post(`/api/insolvency/${caseId}/claim-letter`)
        .send({ ...form, claims: [{ kind: 'kosten', reason: '', amount: '', evidence: '' }] })
        .expect(400);
      expect(incomplete.body.errors).toEqual([
        { field: 'creditor.name', messages: ['Bitte geben Sie Ihren Namen ein.'] },
        { field: 'creditor.city', messages: ['Bitte geben Sie den Ort ein.'] },
        { field: 'claims.0.reason', messages: ['Bitte geben Sie den Grund der Forderung an.'] },
        { field: 'claims.0.amount', messages: ['Bitte geben Sie den Betrag ein.'] },
      ]);
      const unknownField = await erika.http
        .post(`/api/insolvency/${caseId}/claim-letter`)
        .send({ ...LETTER_FORM, creditor: { ...LETTER_FORM.creditor, iban: 'DE00' } })
        .expect(400);
      expect(unknownField.body.message).toBe('Unbekanntes Feld "creditor.iban"');
    });

    it('answers 404 for an unknown case, 422 for a case without an administrator, 401 without a login', async () => {
      const missing = await erika.http.post('/api/insolvency/999999/claim-letter').send(LETTER_FORM).expect(404);
      expect(missing.body.message).toBe('Fall nicht gefunden');
      const noAdmin = await erika.http
        .post(`/api/insolvency/${withoutAdministrator}/claim-letter`)
        .send(LETTER_FORM)
        .expect(422);
      expect(noAdmin.body.message).toMatch(/^Für dieses Verfahren ist noch kein Insolvenzverwalter bekannt/);
      await apiClient(t).post(`/api/insolvency/${caseId}/claim-letter`).send(LETTER_FORM).expect(401);
    });
  });

  describe('drafts', () => {
    const drafts = (id = caseId) => `/api/insolvency/${id}/claim-letter/drafts`;
    const halfDone = {
      ...LETTER_FORM,
      creditor: { ...LETTER_FORM.creditor, street: '', city: '' },
      claims: [{ kind: 'hauptforderung', reason: 'Rechnung 4711', amount: '', evidence: '' }],
    };

    it('saves an incomplete form, lists, loads, overwrites and deletes it, only for its owner', async () => {
      const created = await erika.http.post(drafts()).send(halfDone).expect(201);
      expect(created.body).toMatchObject({
        caseId,
        form: halfDone,
        createdAt: '2026-11-28T09:00:00.000Z',
        updatedAt: '2026-11-28T09:00:00.000Z',
      });
      const id = created.body.id as string;
      expect((await erika.http.get(drafts()).expect(200)).body).toEqual([created.body]);
      expect((await erika.http.get(`${drafts()}/${id}`).expect(200)).body).toEqual(created.body);

      clock.advance(60_000);
      const updated = await erika.http.put(`${drafts()}/${id}`).send(LETTER_FORM).expect(200);
      expect(updated.body).toMatchObject({ id, form: LETTER_FORM, updatedAt: '2026-11-28T09:01:00.000Z' });

      // Someone else's draft does not exist for the caller: the same 404 as an unknown id.
      for (const call of [
        other.http.get(`${drafts()}/${id}`),
        other.http.put(`${drafts()}/${id}`).send(halfDone),
        other.http.delete(`${drafts()}/${id}`),
        erika.http.get(`${drafts(withoutAdministrator)}/${id}`),
        erika.http.get(`${drafts()}/00000000-0000-4000-8000-000000000000`),
        erika.http.get(`${drafts()}/kein-entwurf`),
      ]) {
        const response = await call.expect(404);
        expect(response.body.message).toBe('Der Entwurf wurde nicht gefunden.');
      }
      expect((await other.http.get(drafts()).expect(200)).body).toEqual([]);
      expect((await erika.http.get(`${drafts()}/${id}`).expect(200)).body.form).toEqual(LETTER_FORM);

      expect((await erika.http.delete(`${drafts()}/${id}`).expect(200)).body).toEqual({ message: 'Entwurf gelöscht' });
      expect((await erika.http.get(drafts()).expect(200)).body).toEqual([]);
      await erika.http.delete(`${drafts()}/${id}`).expect(404);
    });

    it('validates a draft as the form (types, lengths, amounts) and needs a known case and a login', async () => {
      const refused = await erika.http
        .post(drafts())
        .send({ ...halfDone, reference: 'x'.repeat(101), claims: [{ ...halfDone.claims[0], amount: 'viel' }] })
        .expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'claims.0.amount', messages: ['Bitte geben Sie den Betrag in Euro ein, z. B. 1.234,56.'] },
        { field: 'reference', messages: ['Höchstens 100 Zeichen.'] },
      ]);
      await erika.http.post(drafts()).send({ creditor: halfDone.creditor }).expect(400);
      const missing = await erika.http.post(drafts(999999)).send(halfDone).expect(404);
      expect(missing.body.message).toBe('Fall nicht gefunden');
      await apiClient(t).get(drafts()).expect(401);
      await apiClient(t).post(drafts()).send(halfDone).expect(401);
    });
  });
});
