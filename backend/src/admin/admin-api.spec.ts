import { fixedClock } from '../platform/clock/clock.js';
import { MAIL_DELIVERY_STORE, type MailDeliveryStore } from '../platform/mail/delivery/mail-delivery-store.port.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { apiClient, signUp, type TestUser } from '../test/test-users.js';

describe('admin API', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: 'support@example.de' }, { clock: fixedClock('2026-11-21T09:00:00Z') });
    admin = await signUp(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('reports users, data, retention labels and empty logs on a fresh installation', async () => {
    await signUp(t, { plan: 'pro_monthly' });
    const { body } = await admin.http.get('/api/admin/dashboard').expect(200);
    expect(body).toEqual({
      users: { total: 2, recentSignups: 2 },
      subscriptions: { active: 0, emailSubscribers: 0 },
      insolvencyData: { total: 0, companies: 0, pendingDeletion: { individuals: 0, companies: 0 } },
      retentionPolicy: {
        individuals: '14 Tage nach der letzten Veröffentlichung',
        companies: '30 Tage nach der letzten Veröffentlichung',
      },
      importLogs: [],
      cleanupLogs: [],
      cleanupRun: null,
      mailDeliveries: { sending: 0, sent: 2, failed: 0, resent: 0, troubled: [] },
    });
  });

  it('shows failed and re-sent mails with German labels, without addresses', async () => {
    const store = t.get<MailDeliveryStore>(MAIL_DELIVERY_STORE, 'scheduler');
    const at = new Date('2026-11-21T06:00:00Z');
    const message = { to: 'geheim@example.de', subject: 'Neue Fälle', text: 't', html: 't' };
    const base = { message, at, leaseUntil: new Date('2026-11-21T06:02:00Z') };
    await store.record({ ...base, key: 'digest-a', messageId: '<digest-a@x.de>', kind: 'digest' });
    await store.claimExpired(new Date('2026-11-21T06:05:00Z'), new Date('2026-11-21T06:07:00Z'), 10);
    await store.finish('digest-a', { status: 'sent', at: new Date('2026-11-21T06:05:01Z') });
    await store.record({
      ...base,
      at: new Date('2026-11-21T07:00:00Z'),
      key: 'k',
      messageId: '<k@x.de>',
      kind: 'account',
    });
    await store.finish('k', { status: 'failed', at: new Date('2026-11-21T07:00:01Z'), error: 'ECONNREFUSED' });

    const { body, text } = await admin.http.get('/api/admin/dashboard').expect(200);
    expect(body.mailDeliveries).toEqual({
      sending: 0,
      sent: 3,
      failed: 1,
      resent: 1,
      troubled: [
        {
          messageId: '<k@x.de>',
          kind: 'account',
          kindLabel: 'Konto (Bestätigung, Adressänderung)',
          status: 'failed',
          statusLabel: 'Fehlgeschlagen',
          attempts: 1,
          resent: false,
          recordedAt: '2026-11-21T07:00:00.000Z',
          finishedAt: '2026-11-21T07:00:01.000Z',
          nextAttemptAt: null,
          lastError: 'ECONNREFUSED',
        },
        {
          messageId: '<digest-a@x.de>',
          kind: 'digest',
          kindLabel: 'Tägliche Benachrichtigung',
          status: 'sent',
          statusLabel: 'Erneut gesendet',
          attempts: 2,
          resent: true,
          recordedAt: '2026-11-21T06:00:00.000Z',
          finishedAt: '2026-11-21T06:05:01.000Z',
          nextAttemptAt: null,
          lastError: null,
        },
      ],
    });
    expect(text).not.toContain('geheim@example.de');
  });

  it('documents the dashboard response in the OpenAPI document, in German', async () => {
    const { body: spec } = await apiClient(t).get('/api/docs-json').expect(200);
    expect(spec.paths['/api/admin/dashboard'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/AdminDashboardResponse',
    });
    const schemas = spec.components.schemas;
    expect(Object.keys(schemas.AdminDashboardResponse.properties)).toEqual([
      'users',
      'subscriptions',
      'insolvencyData',
      'retentionPolicy',
      'importLogs',
      'cleanupLogs',
      'cleanupRun',
      'mailDeliveries',
    ]);
    expect(schemas.ImportLogDto.properties.fetched.description).toBe(
      'Vom Portal abgerufene Bekanntmachungstexte (bisher, solange der Lauf läuft)',
    );
    expect(schemas.ImportLogDto.properties.failure_reason.enum).toEqual([
      'portal_unreachable',
      'interrupted',
      'aborted',
      'budget_spent',
      'read_models_behind',
      'error',
    ]);
  });

  it('shows the audit history of a user and of a deleted contact message: time, type, actor, no content', async () => {
    const user = await signUp(t);
    await user.http.post('/api/auth/logout').expect(200);
    const userHistory = await admin.http
      .get('/api/admin/history')
      .query({ entity: 'user', id: user.userId })
      .expect(200);
    expect(userHistory.body.events.map((e: { type: string }) => e.type)).toEqual([
      'UserRegistered',
      'UserEmailConfirmationRequested',
      'UserLoggedIn',
      'UserEmailConfirmed',
      'UserLoggedOut',
    ]);
    expect(userHistory.body.events[0]).toMatchObject({
      stream: `user-${user.userId}`,
      occurredAt: '2026-11-21T09:00:00.000Z',
      actor: { id: user.userId, email: user.email },
    });
    expect(JSON.stringify(userHistory.body)).not.toContain('argon2');

    const sent = await apiClient(t)
      .post('/api/contact')
      .send({
        name: 'Greta Geheim',
        email: 'greta@example.org',
        subject: 'Bitte löschen',
        message: 'Bitte löschen Sie meine Nachricht wieder.',
        privacyAgreed: true,
      })
      .expect(201);
    const id = sent.body.id as string;
    await admin.http.patch(`/api/contact/messages/${id}/read`).expect(200);
    await admin.http.delete(`/api/contact/messages/${id}`).expect(200);
    const history = await admin.http.get('/api/admin/history').query({ entity: 'contact-message', id }).expect(200);
    expect(history.body.events.map((e: { type: string }) => e.type)).toEqual(['ContactMessageDeleted']);
    expect(history.body.events[0].actor).toEqual({ id: admin.userId, email: admin.email });
    expect(JSON.stringify(history.body)).not.toMatch(/Greta|greta@/);
  });

  it('validates the history query', async () => {
    const none = await admin.http.get('/api/admin/history').expect(400);
    expect(none.body.message).toBe('Bitte stream oder entity und id angeben');
    const bad = await admin.http.get('/api/admin/history').query({ stream: 'x y' }).expect(400);
    expect(bad.body.message).toBe('Ungültiger Stream-Name');
    const entity = await admin.http.get('/api/admin/history').query({ entity: 'bank' }).expect(400);
    expect(entity.body.message).toBe('entity muss eines von user, contact-message, cleanup, import sein');
    const noId = await admin.http.get('/api/admin/history').query({ entity: 'user' }).expect(400);
    expect(noId.body.message).toBe('Bitte die id der Entität angeben');
    const empty = await admin.http.get('/api/admin/history').query({ stream: 'retention-2020-01-01' }).expect(200);
    expect(empty.body.events).toEqual([]);
  });
});
