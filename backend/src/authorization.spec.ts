import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { fixedClock } from './platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from './platform/projections-host/projections-host.port.js';
import { ImportCaseHandler } from './cases/import-case/import-case.handler.js';
import { testNotice } from './cases/test/notice-factory.js';
import { startTestApp, type TestApp } from './test/test-app.js';
import { apiClient, seedUser, type TestUser } from './test/test-users.js';

/**
 * The authorisation table (issue #4, extended by every later issue): each endpoint called as anonymous, free
 * user, Pro user, another (free) user acting on the free user's or Pro user's resources, and admin. Asserts the
 * status and that no response carries another user's data.
 */
type Who = 'anonymous' | 'free' | 'pro' | 'other' | 'admin';
const WHO: readonly Who[] = ['anonymous', 'free', 'pro', 'other', 'admin'];

interface Context {
  readonly users: Record<Exclude<Who, 'anonymous'>, TestUser>;
  readonly caseId: number;
  readonly proKeyId: string;
  readonly messageId: string;
  /** A subscription of the Pro user, to the Pro user's own address. */
  readonly subscriptionId: string;
  /** A saved search of the Pro user. */
  readonly savedSearchId: string;
  /** A webhook endpoint of the Pro user (on 127.0.0.1, where nothing listens). */
  readonly webhookId: string;
  /** A case with an administrator (a claim letter can be addressed) and the free user's draft of a letter there. */
  readonly letterCaseId: number;
  readonly draftId: string;
  /** Portfolios of the Pro user (issue #31): one with an upload read and waiting for its mapping, one to delete. */
  readonly portfolioId: string;
  readonly uploadId: string;
  readonly doomedPortfolioId: string;
  /** A portfolio of its own for the upload row: a new file replaces its portfolio's upload waiting for the user. */
  readonly uploadPortfolioId: string;
}

/** The Pro user's portfolio's resources another user must not reach (404: they do not exist for others). */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A complete claim-letter form (issue #32 item 5). */
const CLAIM_LETTER_FORM = {
  creditor: {
    name: 'Erika Gläubiger',
    company: '',
    street: 'Weg 1',
    postalCode: '50667',
    city: 'Köln',
    email: '',
    phone: '',
  },
  claims: [{ kind: 'hauptforderung', reason: 'Rechnung 4711', amount: '1.234,56', evidence: 'Rechnung' }],
  reference: '',
};
const ownDraft = { anonymous: 401, free: 200, pro: 404, other: 404, admin: 404 };

interface Row {
  readonly call: string;
  readonly request: (http: ReturnType<typeof apiClient>, ctx: Context) => Test;
  readonly expected: Record<Who, number>;
  /** Whose data a successful answer shows by design: the account logged into, or the admin's user list. */
  readonly reveals?: 'free user' | 'all users to admins' | 'Pro user to admins';
}

const all = (status: number): Record<Who, number> => ({
  anonymous: status,
  free: status,
  pro: status,
  other: status,
  admin: status,
});
const loggedIn = (status: number): Record<Who, number> => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Record<Who, number> => ({
  anonymous: 401,
  free: 403,
  pro: 403,
  other: 403,
  admin: status,
});

/** The Pro user's portfolio: free users are refused (Pro feature) before anything else. */
const PORTFOLIO_OWNER = (status: number): Record<Who, number> => ({
  anonymous: 401,
  free: 403,
  pro: status,
  other: 403,
  admin: 403,
});

const proOnly = (status: number): Record<Who, number> => ({
  anonymous: 401,
  free: 403,
  pro: status,
  other: 403,
  admin: 403,
});

/** Port 9 (discard) on this host: nothing listens, so the test event fails fast (ECONNREFUSED). */
const WEBHOOK_URL = 'http://127.0.0.1:9/hook';

const table: Row[] = [
  { call: 'GET /api/health', request: (h) => h.get('/api/health'), expected: adminOnly(200) },
  { call: 'GET /api/health/live', request: (h) => h.get('/api/health/live'), expected: all(200) },
  { call: 'GET /api/health/ready', request: (h) => h.get('/api/health/ready'), expected: all(200) },
  { call: 'GET /api/insolvency/search', request: (h) => h.get('/api/insolvency/search'), expected: loggedIn(200) },
  { call: 'GET /api/insolvency/recent', request: (h) => h.get('/api/insolvency/recent'), expected: loggedIn(200) },
  { call: 'GET /api/insolvency/stats', request: (h) => h.get('/api/insolvency/stats'), expected: loggedIn(200) },
  {
    call: 'GET /api/insolvency/history',
    request: (h) => h.get('/api/insolvency/history'),
    expected: loggedIn(200),
  },
  {
    call: 'GET /api/insolvency/history.csv',
    request: (h) => h.get('/api/insolvency/history.csv'),
    expected: loggedIn(200),
  },
  {
    call: 'GET /api/insolvency/import-status',
    request: (h) => h.get('/api/insolvency/import-status'),
    expected: loggedIn(200),
  },
  // The freshness promise is for the public pricing and About pages.
  {
    call: 'GET /api/insolvency/freshness-promise',
    request: (h) => h.get('/api/insolvency/freshness-promise'),
    expected: all(200),
  },
  {
    call: 'GET /api/insolvency/{id}',
    request: (h, c) => h.get(`/api/insolvency/${c.caseId}`),
    expected: loggedIn(200),
  },
  {
    call: 'GET /api/insolvency/{id}/hearings.ics',
    request: (h, c) => h.get(`/api/insolvency/${c.caseId}/hearings.ics`),
    // The fixture's case announces no hearing: signed in, the answer is 404 "keine Termine"; anonymous, 401 first.
    expected: loggedIn(404),
  },
  {
    call: 'POST /api/auth/register',
    request: (h) =>
      h.post('/api/auth/register').send({
        email: `r-${randomUUID().slice(0, 8)}@example.de`,
        password: 'Sicher-Passwort1',
        firstName: 'Rita',
        lastName: 'Reg',
      }),
    expected: all(201),
  },
  {
    call: 'POST /api/auth/login',
    request: (h, c) => h.post('/api/auth/login').send({ email: c.users.free.email, password: c.users.free.password }),
    expected: all(200),
    reveals: 'free user',
  },
  { call: 'GET /api/auth/me', request: (h) => h.get('/api/auth/me'), expected: loggedIn(200) },
  { call: 'GET /api/auth/user', request: (h) => h.get('/api/auth/user'), expected: loggedIn(200) },
  {
    call: 'PUT /api/auth/profile (new address without the current password)',
    request: (h) =>
      h
        .put('/api/auth/profile')
        .send({ firstName: 'Gleich', lastName: 'Bleibend', email: `p-${randomUUID().slice(0, 8)}@example.de` }),
    expected: loggedIn(400),
  },
  {
    call: 'POST /api/auth/confirm-email (forged token)',
    request: (h, c) =>
      h.post('/api/auth/confirm-email').send({ token: `${c.users.free.userId}.${randomUUID()}.9999999999.gefaelscht` }),
    expected: all(400),
  },
  {
    // The same answer for every caller and address; the mail goes to the account's owner only.
    call: 'POST /api/auth/password-reset (an address nobody has)',
    request: (h) => h.post('/api/auth/password-reset').send({ email: 'niemand@example.org' }),
    expected: all(202),
  },
  {
    call: 'POST /api/auth/password-reset/confirm (forged token)',
    request: (h, c) =>
      h
        .post('/api/auth/password-reset/confirm')
        .send({ token: `${c.users.free.userId}.9999999999.${'A'.repeat(43)}`, newPassword: 'Gefaelscht-2026' }),
    expected: all(410),
  },
  {
    call: 'POST /api/auth/confirm-email/resend (address already confirmed)',
    request: (h) => h.post('/api/auth/confirm-email/resend'),
    expected: loggedIn(409),
  },
  {
    call: 'PUT /api/auth/password (wrong current password)',
    request: (h) =>
      h.put('/api/auth/password').send({ currentPassword: 'Falsch-Passwort1', newPassword: 'Neues-Passwort2' }),
    expected: loggedIn(400),
  },
  {
    // Erasing one's own account: only the logged-in user's, and only with the password (nothing is erased here).
    call: 'DELETE /api/auth/account (wrong current password)',
    request: (h) => h.delete('/api/auth/account').send({ password: 'Falsch-Passwort1' }),
    expected: loggedIn(400),
  },
  {
    call: 'GET /api/auth/users',
    request: (h) => h.get('/api/auth/users'),
    expected: adminOnly(200),
    reveals: 'all users to admins',
  },
  {
    call: 'PUT /api/auth/users/{free user}/status',
    request: (h, c) => h.put(`/api/auth/users/${c.users.free.userId}/status`).send({ isActive: true }),
    expected: adminOnly(200),
    reveals: 'all users to admins',
  },
  { call: 'GET /api/auth/api-keys', request: (h) => h.get('/api/auth/api-keys'), expected: loggedIn(200) },
  {
    call: 'POST /api/auth/api-keys',
    request: (h) => h.post('/api/auth/api-keys').send({ name: 'Tabelle' }),
    expected: { anonymous: 401, free: 403, pro: 201, other: 403, admin: 403 },
  },
  {
    call: 'GET /api/billing/subscription-status',
    request: (h) => h.get('/api/billing/subscription-status'),
    expected: loggedIn(200),
  },
  {
    call: 'POST /api/billing/create-checkout-session (no Stripe)',
    request: (h) => h.post('/api/billing/create-checkout-session').send({ priceType: 'monthly' }),
    expected: loggedIn(503),
  },
  {
    call: 'POST /api/billing/create-portal-session (no Stripe)',
    request: (h) => h.post('/api/billing/create-portal-session'),
    expected: loggedIn(503),
  },
  {
    call: 'GET /api/billing/invoices (no Stripe)',
    request: (h) => h.get('/api/billing/invoices'),
    expected: loggedIn(503),
  },
  {
    call: 'POST /api/billing/webhook (no Stripe)',
    request: (h) => h.post('/api/billing/webhook').send({}),
    expected: all(503),
  },
  {
    call: "DELETE /api/auth/api-keys/{Pro user's key}",
    request: (h, c) => h.delete(`/api/auth/api-keys/${c.proKeyId}`),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  {
    call: 'POST /api/contact',
    request: (h) =>
      h
        .post('/api/contact')
        .set('X-Forwarded-For', `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
        .send(CONTACT_FORM),
    expected: all(201),
  },
  { call: 'GET /api/contact/messages', request: (h) => h.get('/api/contact/messages'), expected: adminOnly(200) },
  {
    call: 'PATCH /api/contact/messages/{id}/read',
    request: (h, c) => h.patch(`/api/contact/messages/${c.messageId}/read`),
    expected: adminOnly(200),
  },
  {
    call: 'PATCH /api/contact/messages/{id}/replied',
    request: (h, c) => h.patch(`/api/contact/messages/${c.messageId}/replied`),
    expected: adminOnly(200),
  },
  {
    call: 'POST /api/contact/messages/{id}/reply',
    request: (h, c) =>
      h.post(`/api/contact/messages/${c.messageId}/reply`).send({ message: 'Vielen Dank für Ihre Nachricht.' }),
    expected: adminOnly(201),
  },
  {
    call: 'DELETE /api/contact/messages/{id}',
    request: (h, c) => h.delete(`/api/contact/messages/${c.messageId}`),
    expected: adminOnly(200),
  },
  { call: 'GET /api/admin/dashboard', request: (h) => h.get('/api/admin/dashboard'), expected: adminOnly(200) },
  {
    call: 'GET /api/admin/history (a user)',
    request: (h, c) => h.get('/api/admin/history').query({ entity: 'user', id: c.users.free.userId }),
    expected: adminOnly(200),
    reveals: 'all users to admins',
  },
  { call: 'POST /api/admin/cleanup', request: (h) => h.post('/api/admin/cleanup'), expected: adminOnly(202) },
  { call: 'GET /api/subscriptions', request: (h) => h.get('/api/subscriptions'), expected: loggedIn(200) },
  {
    call: 'GET /api/subscriptions/summary',
    request: (h) => h.get('/api/subscriptions/summary'),
    expected: loggedIn(200),
  },
  {
    call: 'POST /api/subscriptions',
    request: (h) =>
      h.post('/api/subscriptions').send({ email: 'alarm@example.de', companyName: 'Beispiel Bau GmbH', keywords: [] }),
    expected: { anonymous: 401, free: 403, pro: 201, other: 403, admin: 403 },
  },
  {
    call: "PUT /api/subscriptions/{Pro user's subscription}",
    request: (h, c) =>
      h
        .put(`/api/subscriptions/${c.subscriptionId}`)
        .send({ email: c.users.pro.email, companyName: 'Beispiel Bau GmbH', keywords: ['Köln'], active: true }),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  {
    call: "PATCH /api/subscriptions/{Pro user's subscription}/toggle",
    request: (h, c) => h.patch(`/api/subscriptions/${c.subscriptionId}/toggle`),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  {
    call: "POST /api/subscriptions/{Pro user's subscription}/confirmation (own address: nothing to confirm)",
    request: (h, c) => h.post(`/api/subscriptions/${c.subscriptionId}/confirmation`),
    expected: { anonymous: 401, free: 403, pro: 409, other: 403, admin: 403 },
  },
  {
    call: "GET /api/subscriptions/email/{Pro user's address}",
    request: (h, c) => h.get(`/api/subscriptions/email/${c.users.pro.email}`),
    expected: loggedIn(200),
    reveals: 'Pro user to admins',
  },
  {
    call: "DELETE /api/subscriptions/{Pro user's subscription}",
    request: (h, c) => h.delete(`/api/subscriptions/${c.subscriptionId}`),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  { call: 'GET /api/saved-searches', request: (h) => h.get('/api/saved-searches'), expected: loggedIn(200) },
  {
    call: 'POST /api/saved-searches',
    request: (h) => h.post('/api/saved-searches').send({ name: 'Bau Köln', criteria: { q: 'Bau' } }),
    expected: { anonymous: 401, free: 403, pro: 201, other: 403, admin: 403 },
  },
  {
    call: "PATCH /api/saved-searches/{Pro user's saved search}",
    request: (h, c) => h.patch(`/api/saved-searches/${c.savedSearchId}`).send({ alert: true }),
    expected: { anonymous: 401, free: 403, pro: 200, other: 403, admin: 403 },
  },
  {
    call: "DELETE /api/saved-searches/{Pro user's saved search}",
    request: (h, c) => h.delete(`/api/saved-searches/${c.savedSearchId}`),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  { call: 'GET /api/webhooks', request: (h) => h.get('/api/webhooks'), expected: loggedIn(200) },
  {
    call: 'POST /api/webhooks',
    request: (h) => h.post('/api/webhooks').send({ url: WEBHOOK_URL }),
    expected: { anonymous: 401, free: 403, pro: 201, other: 403, admin: 403 },
  },
  {
    call: "PATCH /api/webhooks/{Pro user's webhook}",
    request: (h, c) => h.patch(`/api/webhooks/${c.webhookId}`).send({ description: 'ERP' }),
    expected: { anonymous: 401, free: 403, pro: 200, other: 403, admin: 403 },
  },
  {
    call: "POST /api/webhooks/{Pro user's webhook}/rotate-secret",
    request: (h, c) => h.post(`/api/webhooks/${c.webhookId}/rotate-secret`),
    expected: { anonymous: 401, free: 403, pro: 200, other: 403, admin: 403 },
  },
  {
    call: "POST /api/webhooks/{Pro user's webhook}/test",
    request: (h, c) => h.post(`/api/webhooks/${c.webhookId}/test`),
    expected: { anonymous: 401, free: 403, pro: 200, other: 403, admin: 403 },
  },
  {
    call: "GET /api/webhooks/{Pro user's webhook}/deliveries",
    request: (h, c) => h.get(`/api/webhooks/${c.webhookId}/deliveries`),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  {
    call: "DELETE /api/webhooks/{Pro user's webhook}",
    request: (h, c) => h.delete(`/api/webhooks/${c.webhookId}`),
    expected: { anonymous: 401, free: 404, pro: 200, other: 404, admin: 404 },
  },
  {
    call: 'POST /api/subscriptions/watchlist/preview',
    request: (h) =>
      h.post('/api/subscriptions/watchlist/preview').attach('file', Buffer.from('Firma\nBeispiel Bau GmbH\n'), 'k.csv'),
    expected: { anonymous: 401, free: 403, pro: 200, other: 403, admin: 403 },
  },
  {
    call: 'POST /api/subscriptions/watchlist',
    request: (h) =>
      h
        .post('/api/subscriptions/watchlist')
        .field('email', 'liste@example.de')
        .attach('file', Buffer.from('Firma\nBeispiel Bau GmbH\n'), 'k.csv'),
    expected: { anonymous: 401, free: 403, pro: 201, other: 403, admin: 403 },
  },
  {
    call: 'POST /api/admin/alerts/digest',
    request: (h) => h.post('/api/admin/alerts/digest'),
    expected: adminOnly(200),
  },
  {
    call: 'GET /api/alerts/recipients/confirm (forged token)',
    request: (h) => h.get('/api/alerts/recipients/confirm').query({ token: 'ab'.repeat(20) + '.1.gefaelscht' }),
    expected: all(400),
  },
  {
    call: 'POST /api/alerts/recipients/confirm (forged token)',
    request: (h) => h.post('/api/alerts/recipients/confirm').type('form').send({ token: 'gefaelscht' }),
    expected: all(400),
  },
  {
    call: 'POST /api/alerts/recipients/refuse (forged token)',
    request: (h) => h.post('/api/alerts/recipients/refuse').type('form').send({ token: 'gefaelscht' }),
    expected: all(400),
  },
  {
    call: 'GET /api/alerts/unsubscribe (forged token)',
    request: (h, c) => h.get('/api/alerts/unsubscribe').query({ token: `${c.subscriptionId}.gefaelscht` }),
    expected: all(400),
  },
  {
    call: 'POST /api/alerts/unsubscribe (forged token)',
    request: (h, c) => h.post('/api/alerts/unsubscribe').query({ token: `${c.subscriptionId}.gefaelscht` }),
    expected: all(400),
  },
  {
    call: 'POST /api/insolvency/{case with an administrator}/claim-letter',
    request: (h, c) => h.post(`/api/insolvency/${c.letterCaseId}/claim-letter`).send(CLAIM_LETTER_FORM),
    expected: loggedIn(200),
  },
  {
    call: 'GET /api/insolvency/{case}/claim-letter/drafts',
    request: (h, c) => h.get(`/api/insolvency/${c.letterCaseId}/claim-letter/drafts`),
    expected: loggedIn(200),
  },
  {
    call: 'POST /api/insolvency/{case}/claim-letter/drafts',
    request: (h, c) => h.post(`/api/insolvency/${c.letterCaseId}/claim-letter/drafts`).send(CLAIM_LETTER_FORM),
    expected: loggedIn(201),
  },
  {
    call: "GET /api/insolvency/{case}/claim-letter/drafts/{free user's draft}",
    request: (h, c) => h.get(`/api/insolvency/${c.letterCaseId}/claim-letter/drafts/${c.draftId}`),
    expected: ownDraft,
  },
  {
    call: "PUT /api/insolvency/{case}/claim-letter/drafts/{free user's draft}",
    request: (h, c) =>
      h.put(`/api/insolvency/${c.letterCaseId}/claim-letter/drafts/${c.draftId}`).send(CLAIM_LETTER_FORM),
    expected: ownDraft,
  },
  {
    call: "DELETE /api/insolvency/{case}/claim-letter/drafts/{free user's draft}",
    request: (h, c) => h.delete(`/api/insolvency/${c.letterCaseId}/claim-letter/drafts/${c.draftId}`),
    expected: ownDraft,
  },
  // Portfolios (issue #31): Pro only; another user's portfolio does not exist for the caller.
  { call: 'GET /api/portfolios', request: (h) => h.get('/api/portfolios'), expected: proOnly(200) },
  {
    call: 'POST /api/portfolios',
    request: (h) => h.post('/api/portfolios').send({ name: 'Kunden' }),
    expected: proOnly(201),
  },
  {
    call: "PATCH /api/portfolios/{Pro user's portfolio}",
    request: (h, c) => h.patch(`/api/portfolios/${c.portfolioId}`).send({ name: 'Debitoren' }),
    expected: PORTFOLIO_OWNER(200),
  },
  {
    call: "POST /api/portfolios/{Pro user's portfolio}/uploads",
    request: (h, c) =>
      h
        .post(`/api/portfolios/${c.uploadPortfolioId}/uploads`)
        .attach('file', Buffer.from('Kundennummer;Name\r\n1;Beispiel GmbH\r\n'), 'kunden.csv'),
    expected: PORTFOLIO_OWNER(202),
  },
  {
    call: "GET /api/portfolios/{Pro user's portfolio}/uploads/{its upload}",
    request: (h, c) => h.get(`/api/portfolios/${c.portfolioId}/uploads/${c.uploadId}`),
    expected: PORTFOLIO_OWNER(200),
  },
  {
    call: "PUT /api/portfolios/{Pro user's portfolio}/uploads/{its upload}/mapping",
    request: (h, c) =>
      h
        .put(`/api/portfolios/${c.portfolioId}/uploads/${c.uploadId}/mapping`)
        .send({ mapping: { customerNumber: 0, name: 1 } }),
    expected: PORTFOLIO_OWNER(202),
  },
  {
    call: "POST /api/portfolios/{Pro user's portfolio}/uploads/{unknown}/confirm",
    request: (h, c) => h.post(`/api/portfolios/${c.portfolioId}/uploads/${NO_SUCH_ID}/confirm`),
    expected: PORTFOLIO_OWNER(404),
  },
  {
    call: "DELETE /api/portfolios/{Pro user's portfolio}/uploads/{unknown}",
    request: (h, c) => h.delete(`/api/portfolios/${c.portfolioId}/uploads/${NO_SUCH_ID}`),
    expected: PORTFOLIO_OWNER(404),
  },
  {
    call: "GET /api/portfolios/{Pro user's portfolio}/rows",
    request: (h, c) => h.get(`/api/portfolios/${c.portfolioId}/rows?state=Treffer`),
    expected: PORTFOLIO_OWNER(200),
  },
  {
    call: "POST /api/portfolios/{Pro user's portfolio}/rows/{unknown}/decisions",
    request: (h, c) =>
      h
        .post(`/api/portfolios/${c.portfolioId}/rows/k%3A404/decisions`)
        .send({ caseId: c.caseId, verdict: 'confirmed' }),
    expected: PORTFOLIO_OWNER(404),
  },
  {
    call: "GET /api/portfolios/{Pro user's portfolio}/export",
    request: (h, c) => h.get(`/api/portfolios/${c.portfolioId}/export?format=csv&state=Treffer`),
    expected: PORTFOLIO_OWNER(200),
  },
  {
    call: "DELETE /api/portfolios/{Pro user's other portfolio}",
    request: (h, c) => h.delete(`/api/portfolios/${c.doomedPortfolioId}`),
    expected: { anonymous: 401, free: 404, pro: 204, other: 404, admin: 404 },
  },
  // "Meine Fristen" (issue #32): Pro, as the alerts it builds on; the feed needs no login, only its token.
  { call: 'GET /api/deadlines', request: (h) => h.get('/api/deadlines'), expected: proOnly(200) },
  { call: 'GET /api/deadlines/settings', request: (h) => h.get('/api/deadlines/settings'), expected: proOnly(200) },
  {
    call: 'PUT /api/deadlines/settings',
    request: (h) => h.put('/api/deadlines/settings').send({ reminderDays: [7, 1] }),
    expected: proOnly(200),
  },
  {
    call: 'POST /api/deadlines/calendar-token',
    request: (h) => h.post('/api/deadlines/calendar-token'),
    expected: proOnly(201),
  },
  {
    call: 'DELETE /api/deadlines/calendar-token',
    request: (h) => h.delete('/api/deadlines/calendar-token'),
    expected: proOnly(204),
  },
  {
    call: 'GET /calendar/{token}.ics (unknown token)',
    request: (h) => h.get(`/calendar/${'A'.repeat(43)}.ics`),
    expected: all(404),
  },
  { call: 'POST /api/auth/logout', request: (h) => h.post('/api/auth/logout'), expected: all(200) },
];

describe('authorisation table', () => {
  let t: TestApp;
  let ctx: Context;

  beforeAll(async () => {
    // Webhook endpoints on 127.0.0.1 are a test setting (WEBHOOKS_ALLOW_LOOPBACK).
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock: fixedClock('2026-11-21T09:00:00Z') });
    const users = {
      free: await seedUser(t, { firstName: 'Frieda', lastName: 'Frei' }),
      pro: await seedUser(t, { plan: 'pro_monthly', firstName: 'Paul', lastName: 'Profi' }),
      other: await seedUser(t, { firstName: 'Otto', lastName: 'Anders' }),
      admin: await seedUser(t, { role: 'admin', firstName: 'Alex', lastName: 'Admin' }),
    };
    const key = await users.pro.http.post('/api/auth/api-keys').send({ name: 'Eigener Schlüssel' }).expect(201);
    const { caseId } = await t.app.get(ImportCaseHandler).execute(testNotice(), { correlationId: 'auth-table' });
    const administrator = {
      role: 'insolvenzverwalter',
      name: 'Rechtsanwältin Vera Verwalter',
      firm: null,
      street: 'Ring 1',
      postalCode: '50667',
      city: 'Köln',
      phone: null,
      email: null,
    };
    const letterCase = await t.app
      .get(ImportCaseHandler)
      .execute(testNotice({ caseNumber: '71 IN 999/26', publicationType: 'eroeffnung', administrator }), {
        correlationId: 'auth-table-letter',
      });
    const store = t.app.get<EventStore>(EVENT_STORE);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    const message = await apiClient(t).post('/api/contact').send(CONTACT_FORM).expect(201);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    const subscription = await users.pro.http
      .post('/api/subscriptions')
      .send({ email: users.pro.email, companyName: 'Beispiel Bau GmbH', keywords: [] })
      .expect(201);
    const savedSearch = await users.pro.http
      .post('/api/saved-searches')
      .send({ name: 'Beispiel', criteria: { q: 'Beispiel' } })
      .expect(201);
    const webhook = await users.pro.http.post('/api/webhooks').send({ url: WEBHOOK_URL }).expect(201);
    const draft = await users.free.http
      .post(`/api/insolvency/${letterCase.caseId}/claim-letter/drafts`)
      .send(CLAIM_LETTER_FORM)
      .expect(201);
    const portfolio = await users.pro.http.post('/api/portfolios').send({ name: 'Kunden Auth' }).expect(201);
    const doomed = await users.pro.http.post('/api/portfolios').send({ name: 'Weg damit' }).expect(201);
    const uploadTarget = await users.pro.http.post('/api/portfolios').send({ name: 'Neue Dateien' }).expect(201);
    const upload = await users.pro.http
      .post(`/api/portfolios/${portfolio.body.id}/uploads`)
      .attach('file', Buffer.from('Kundennummer;Name\r\n1;Beispiel GmbH\r\n'), 'kunden.csv')
      .expect(202);
    for (;;) {
      const view = await users.pro.http.get(`/api/portfolios/${portfolio.body.id}/uploads/${upload.body.id}`);
      if (view.body.state === 'zuordnen') break;
      if (view.body.state === 'fehlgeschlagen') throw new Error(view.body.error);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    ctx = {
      users,
      portfolioId: portfolio.body.id,
      uploadId: upload.body.id,
      doomedPortfolioId: doomed.body.id,
      uploadPortfolioId: uploadTarget.body.id,
      caseId,
      proKeyId: key.body.id,
      messageId: message.body.id,
      subscriptionId: subscription.body.id,
      savedSearchId: savedSearch.body.id,
      webhookId: webhook.body.endpoint.id,
      letterCaseId: letterCase.caseId,
      draftId: draft.body.id,
    };
  });
  afterAll(() => t.close());

  it.each(table.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const outcome: Partial<Record<Who, number>> = {};
    for (const who of WHO) {
      const http = who === 'anonymous' ? apiClient(t) : apiClient(t, ctx.users[who].token);
      const response = await row.request(http, ctx);
      outcome[who] = response.status;
      // No response names a user other than the caller, unless the row says so.
      // (`instance` of a problem echoes the path the caller sent itself.)
      const { instance: _echo, ...body } = response.body as Record<string, unknown>;
      const text = JSON.stringify(body);
      for (const [owner, user] of Object.entries(ctx.users)) {
        const allowed =
          owner === who ||
          (row.reveals === 'free user' && owner === 'free') ||
          (row.reveals === 'all users to admins' && who === 'admin') ||
          (row.reveals === 'Pro user to admins' && who === 'admin' && owner === 'pro');
        if (!allowed) {
          expect(text).not.toContain(user.email);
          expect(text).not.toContain(user.userId);
        }
      }
    }
    expect(outcome).toEqual(row.expected);
  });

  it('covers every API route the application serves', () => {
    const router = t.app.getHttpAdapter().getInstance().router as {
      stack: { route?: { path: string; methods: object } }[];
    };
    const served = router.stack
      .filter((layer) => layer.route?.path.startsWith('/api/') && !layer.route.path.startsWith('/api/docs'))
      .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    const tested = new Set(table.map((row) => row.call.replace(/\s\(.*\)$/, '').replace(/\{[^}]+\}/g, '{id}')));
    const untested = served
      .map((route) => route.replace(/\{[^}]+\}/g, '{id}'))
      .filter((route) => !tested.has(route) && !EXEMPT.has(route));
    expect(untested).toEqual([]);
  });
});

const CONTACT_FORM = {
  name: 'Karla Kontakt',
  email: 'karla.kontakt@example.org',
  subject: 'Frage zum Tarif',
  inquiryType: 'billing',
  message: 'Wie kann ich von monatlich auf jährlich wechseln?',
  privacyAgreed: true,
};

/** Routes covered by their own tests instead (they start work or need other infrastructure). */
const EXEMPT = new Set(['POST /api/admin/import']);
