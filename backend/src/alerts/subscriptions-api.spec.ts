import { fixedClock } from '../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { apiClient, changePlan, seedUser, type TestUser } from '../test/test-users.js';
import { subscriptionBody } from './test/subscription-body.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const PRO_REQUIRED = 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen';

describe('/api/subscriptions', () => {
  let t: TestApp;
  let pro: TestUser;
  let yearly: TestUser;
  let free: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    pro = await seedUser(t, { plan: 'pro_monthly' });
    yearly = await seedUser(t, { plan: 'pro_yearly' });
    free = await seedUser(t);
    admin = await seedUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const create = async (user: TestUser, overrides: Record<string, unknown> = {}) =>
    (await user.http.post('/api/subscriptions').send(subscriptionBody(overrides)).expect(201)).body as { id: string };

  describe('POST', () => {
    it('creates a subscription for Pro users and answers it in the shape of docs/SPEC.md §3', async () => {
      const response = await pro.http
        .post('/api/subscriptions')
        .send(subscriptionBody({ keywords: [' Köln ', '', 'Eröffnung'] }))
        .expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'kreditmanagement@example.de',
        companyName: 'Müller Bau GmbH',
        keywords: ['Köln', 'Eröffnung'],
        active: true,
        createdAt: '2026-11-21T09:00:00.000Z',
        updatedAt: null,
        lastNotification: null,
        caseNumber: null,
        court: null,
        registerNumber: null,
        mode: 'täglich',
        // Issue #12: a foreign address waits for its confirmation; nothing else is mailed to it before.
        recipientStatus: 'pending',
        confirmationSentAt: '2026-11-21T09:00:00.000Z',
      });
      const { events } = await t.app.get<EventStore>(EVENT_STORE).readStream(`subscription-${response.body.id}`);
      expect(events[0]).toMatchObject({
        type: 'SubscriptionCreated',
        data: {
          ownerId: pro.userId,
          criteria: { nameTokens: ['muller', 'bau'], keywordTokens: [['koln'], ['eroffnung']] },
        },
        metadata: { actorId: pro.userId },
      });
    });

    it('accepts pro_yearly, comma-separated keywords, inactive subscriptions and Aktenzeichen/register watches', async () => {
      const body = (
        await yearly.http
          .post('/api/subscriptions')
          .send({
            email: 'anwalt@example.de',
            keywords: 'Bau, Köln',
            active: false,
            caseNumber: '71 IN 123/26',
            court: 'Amtsgericht Köln',
          })
          .expect(201)
      ).body;
      expect(body).toMatchObject({
        companyName: '',
        keywords: ['Bau', 'Köln'],
        active: false,
        caseNumber: '71 IN 123/26',
      });
      const register = await create(yearly, { companyName: '', keywords: [], registerNumber: 'hrb12345' });
      expect(register).toMatchObject({ registerNumber: 'HRB 12345' });
    });

    it('refuses free users with 403 and the text of docs/SPEC.md §6, before validating the body', async () => {
      for (const body of [subscriptionBody(), {}]) {
        const response = await free.http.post('/api/subscriptions').send(body).expect(403);
        expect(response.body).toMatchObject({ message: PRO_REQUIRED, error: PRO_REQUIRED });
      }
    });

    it('needs a login', async () => {
      await apiClient(t).post('/api/subscriptions').send(subscriptionBody()).expect(401);
    });

    it.each([
      ['email', 'E-Mail-Adresse ist erforderlich', { email: '' }],
      ['email', 'E-Mail-Adresse ist erforderlich', { email: undefined }],
      ['email', 'Ungültiges E-Mail-Format', { email: 'kein-mail' }],
      ['email', 'Ungültiges E-Mail-Format', { email: 'a@example.de\r\nBcc: b@example.de' }],
      ['email', 'Ungültiges E-Mail-Format', { email: 'a@example.de, b@example.de' }],
      ['email', 'Ungültiges E-Mail-Format', { email: 42 }],
      ['companyName', 'Firmenname ist erforderlich', { companyName: '' }],
      ['companyName', 'Firmenname ist erforderlich', { companyName: '   ' }],
      ['companyName', 'Firmenname darf keine Zeilenumbrüche enthalten', { companyName: 'Müller\nBau' }],
      ['companyName', 'Firmenname darf höchstens 200 Zeichen lang sein', { companyName: 'x'.repeat(201) }],
      ['companyName', 'Firmenname muss Buchstaben oder Ziffern enthalten', { companyName: '&&' }],
      ['keywords', 'Stichwörter müssen eine Liste von Texten sein', { keywords: [1, 2] }],
      [
        'keywords',
        'Höchstens 20 Stichwörter sind erlaubt',
        { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) },
      ],
      ['keywords', 'Ein Stichwort darf höchstens 100 Zeichen lang sein', { keywords: ['x'.repeat(101)] }],
      ['active', 'Aktiv muss true oder false sein', { active: 'ja' }],
      ['court', 'Gericht ist erforderlich, wenn ein Aktenzeichen angegeben ist', { caseNumber: '71 IN 123/26' }],
      ['caseNumber', 'Ungültiges Aktenzeichen (z. B. 71 IN 123/26)', { caseNumber: 'IN', court: 'AG Köln' }],
      ['registerNumber', 'Ungültige Registernummer (z. B. HRB 12345)', { registerNumber: '12345' }],
      ['isAdmin', 'Unbekanntes Feld "isAdmin"', { isAdmin: true }],
    ])('rejects an invalid %s: %s', async (field, message, override) => {
      const response = await pro.http.post('/api/subscriptions').send(subscriptionBody(override)).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual([{ field, messages: [message] }]);
    });
  });

  describe('GET, PUT, PATCH toggle, DELETE', () => {
    it('lists only the caller’s own subscriptions', async () => {
      const user = await seedUser(t, { plan: 'pro_monthly' });
      const a = await create(user, { companyName: 'Alpha GmbH' });
      const b = await create(user, { companyName: 'Beta AG' });
      await create(pro, { companyName: 'Fremd GmbH' });
      const list = (await user.http.get('/api/subscriptions').expect(200)).body as { id: string }[];
      expect(list.map((s) => s.id)).toEqual([a.id, b.id]);
      expect((await free.http.get('/api/subscriptions').expect(200)).body).toEqual([]);
    });

    it('counts the caller’s own subscriptions, all and active, for the dashboard’s poll (summary)', async () => {
      const user = await seedUser(t, { plan: 'pro_monthly' });
      expect((await user.http.get('/api/subscriptions/summary').expect(200)).body).toEqual({ total: 0, active: 0 });
      const a = await create(user, { companyName: 'Alpha GmbH' });
      await create(user, { companyName: 'Beta AG' });
      await create(user, { companyName: 'Gamma KG', active: false });
      await user.http.patch(`/api/subscriptions/${a.id}/toggle`).expect(200);
      await create(pro, { companyName: 'Fremd GmbH' });
      expect((await user.http.get('/api/subscriptions/summary').expect(200)).body).toEqual({ total: 3, active: 1 });
      expect((await free.http.get('/api/subscriptions/summary').expect(200)).body).toEqual({ total: 0, active: 0 });
    });

    it('updates every field and answers the new state', async () => {
      const { id } = await create(pro);
      clock.advance(60_000);
      const response = await pro.http
        .put(`/api/subscriptions/${id}`)
        .send({ email: 'neu@example.de', companyName: 'Schmidt Logistik KG', keywords: [], active: false })
        .expect(200);
      expect(response.body).toMatchObject({
        id,
        email: 'neu@example.de',
        companyName: 'Schmidt Logistik KG',
        keywords: [],
        active: false,
        updatedAt: '2026-11-21T09:01:00.000Z',
      });
      const invalid = await pro.http.put(`/api/subscriptions/${id}`).send({ email: 'x' }).expect(400);
      expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(['email', 'companyName']);
    });

    it('toggles active and inactive', async () => {
      const { id } = await create(pro);
      expect((await pro.http.patch(`/api/subscriptions/${id}/toggle`).expect(200)).body.active).toBe(false);
      expect((await pro.http.patch(`/api/subscriptions/${id}/toggle`).expect(200)).body.active).toBe(true);
    });

    it('deletes, after which the subscription is gone for every call', async () => {
      const { id } = await create(pro);
      expect((await pro.http.delete(`/api/subscriptions/${id}`).expect(200)).body).toEqual({
        message: 'Benachrichtigung gelöscht',
      });
      expect(((await pro.http.get('/api/subscriptions')).body as { id: string }[]).map((s) => s.id)).not.toContain(id);
      await pro.http.delete(`/api/subscriptions/${id}`).expect(404);
      await pro.http.patch(`/api/subscriptions/${id}/toggle`).expect(404);
      // Erased, not hidden: the stream with the alert address is gone, an audit record without it remains.
      const store = t.app.get<EventStore>(EVENT_STORE);
      expect((await store.readStream(`subscription-${id}`)).events).toEqual([]);
      const audit = await store.readStream(`subscriptionaudit-${id}`);
      expect(audit.events.map((e) => e.type)).toEqual(['SubscriptionErased']);
      expect(JSON.stringify(audit.events.map((e) => e.data))).not.toContain('@');
      await pro.http.put(`/api/subscriptions/${id}`).send(subscriptionBody()).expect(404);
    });

    it('answers 404 without data for other users’ subscriptions, unknown ids and ids that are not UUIDs', async () => {
      const { id } = await create(pro, { email: 'geheim@example.de', companyName: 'Geheim GmbH' });
      for (const user of [yearly, free, admin]) {
        for (const response of [
          await user.http.put(`/api/subscriptions/${id}`).send(subscriptionBody()),
          await user.http.patch(`/api/subscriptions/${id}/toggle`),
          await user.http.delete(`/api/subscriptions/${id}`),
        ]) {
          expect(response.status).toBe(404);
          expect(response.body.message).toBe('Die Benachrichtigung wurde nicht gefunden.');
          expect(JSON.stringify(response.body)).not.toMatch(/geheim@example|Geheim GmbH/);
        }
      }
      await pro.http.patch('/api/subscriptions/00000000-0000-4000-8000-000000000000/toggle').expect(404);
      await pro.http.delete('/api/subscriptions/kein-uuid').expect(404);
      expect((await pro.http.get('/api/subscriptions')).body).toEqual(
        expect.arrayContaining([expect.objectContaining({ id, active: true, companyName: 'Geheim GmbH' })]),
      );
    });

    it('lets a user who is no longer Pro see, switch off and delete, but not switch on or change', async () => {
      const user = await seedUser(t, { plan: 'pro_monthly' });
      const { id } = await create(user);
      await changePlan(t, user.userId, 'free');
      expect((await user.http.get('/api/subscriptions').expect(200)).body).toHaveLength(1);
      await user.http.patch(`/api/subscriptions/${id}/toggle`).expect(200);
      const on = await user.http.patch(`/api/subscriptions/${id}/toggle`).expect(403);
      expect(on.body.message).toBe(PRO_REQUIRED);
      expect((await user.http.put(`/api/subscriptions/${id}`).send(subscriptionBody()).expect(403)).body.message).toBe(
        PRO_REQUIRED,
      );
      await user.http.delete(`/api/subscriptions/${id}`).expect(200);
    });
  });

  describe('GET /api/subscriptions/email/{email}', () => {
    it('finds the caller’s own subscriptions to an address in any letter case, nobody else’s', async () => {
      const user = await seedUser(t, { plan: 'pro_monthly' });
      const mine = await create(user, { email: 'Einkauf@Example.de' });
      await create(pro, { email: 'einkauf@example.de' });
      const own = (await user.http.get('/api/subscriptions/email/einkauf@example.de').expect(200)).body;
      expect(own.map((s: { id: string }) => s.id)).toEqual([mine.id]);
      expect((await free.http.get('/api/subscriptions/email/einkauf@example.de').expect(200)).body).toEqual([]);
      const all = (await admin.http.get('/api/subscriptions/email/EINKAUF@example.de').expect(200)).body;
      expect(all).toHaveLength(2);
      await apiClient(t).get('/api/subscriptions/email/einkauf@example.de').expect(401);
    });
  });
});
