import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Plan, Role } from '../accounts/domain/events.js';
import { RegisterUserHandler } from '../accounts/register/register-user.handler.js';
import { SessionStarter } from '../accounts/sessions/session-starter.js';
import { UserCommands } from '../accounts/user-commands.js';
import type { TestApp } from './test-app.js';

export const TEST_PASSWORD = 'Sicher-Passwort1';

export interface TestUser {
  readonly userId: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  /** Requests with the public API key and this user's bearer token. */
  readonly http: ReturnType<typeof request.agent>;
}

/** An HTTP client of the test app that sends the SPA's public `X-API-Key`, like every real client must. */
export function apiClient(t: Pick<TestApp, 'app' | 'config'>, token?: string): ReturnType<typeof request.agent> {
  const agent = request.agent(t.app.getHttpServer()).set('X-API-Key', t.config.publicApiKey);
  return token ? agent.set('Authorization', `Bearer ${token}`) : agent;
}

/**
 * Registers and logs in a user through the real endpoints, confirms the address (unless `confirmed: false`),
 * then sets plan and role the way billing and the admin bootstrap do (events on the user's stream), so tests
 * act as free, Pro or admin users.
 */
export async function signUp(
  t: TestApp,
  options: {
    plan?: Plan;
    role?: Role;
    email?: string;
    firstName?: string;
    lastName?: string;
    confirmed?: boolean;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.de`;
  await apiClient(t)
    .post('/api/auth/register')
    .send({
      email,
      password: TEST_PASSWORD,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'Nutzer',
    })
    .expect(201);
  // The registration answers without a session (it must not tell a new address from a taken one): log in.
  const response = await apiClient(t).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
  const userId = response.body.user.id as string;
  const commands = t.app.get(UserCommands);
  const at = commands.now().toISOString();
  if (options.confirmed !== false) await confirmEmail(t, userId);
  if (options.plan && options.plan !== 'free') await changePlan(t, userId, options.plan);
  if (options.role === 'admin') {
    await commands.execute(userId, { type: 'ChangeRole', role: 'admin', at }, { actorId: 'system:test' });
  }
  const token = response.body.token as string;
  return { userId, email, password: TEST_PASSWORD, token, http: apiClient(t, token) };
}

/**
 * A user made by the builder, not through sign-up: recorded as an operator creates an account (the CLI, the demo
 * accounts: address confirmed at once, no mail), plan and role set as billing and the admin bootstrap do, and a
 * session opened as login opens one. No HTTP, no registration or login limits: for tests whose subject is not
 * sign-up (issue #27). `signUp` stays for the tests that need the real registration path.
 */
export async function seedUser(
  t: Pick<TestApp, 'app' | 'config'>,
  options: { plan?: Plan; role?: Role; email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.de`;
  const userId = await t.app.get(RegisterUserHandler).register(
    {
      email,
      password: TEST_PASSWORD,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'Nutzer',
      role: options.role ?? 'user',
    },
    'system:test',
  );
  if (options.plan && options.plan !== 'free') await changePlan(t, userId, options.plan);
  const { token } = await t.app.get(SessionStarter).start(userId);
  return { userId, email, password: TEST_PASSWORD, token, http: apiClient(t, token) };
}

/** A new session of an existing user, as a login opens one (sessions end after hours; tests that move the clock by days). */
export async function freshSession(
  t: Pick<TestApp, 'app' | 'config'>,
  userId: string,
): Promise<ReturnType<typeof apiClient>> {
  const { token } = await t.app.get(SessionStarter).start(userId);
  return apiClient(t, token);
}

/** Sets a user's plan the way billing does (`UserPlanChanged`), e.g. to test a downgrade. */
export async function changePlan(t: Pick<TestApp, 'app'>, userId: string, plan: Plan): Promise<void> {
  const commands = t.app.get(UserCommands);
  await commands.execute(
    userId,
    {
      type: 'ChangePlan',
      plan,
      source: 'admin',
      periodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      at: commands.now().toISOString(),
    },
    { actorId: 'system:test' },
  );
}

/**
 * Uses the pending confirmation request of a user, as opening the mailed link does (the link itself is tested
 * in accounts/confirm-email; mails may go to the outbox or an SMTP test server here).
 */
export async function confirmEmail(t: TestApp, userId: string): Promise<void> {
  const commands = t.app.get(UserCommands);
  const pending = (await commands.load(userId)).pendingEmail;
  if (!pending) return;
  await commands.execute(
    userId,
    { type: 'ConfirmEmail', requestId: pending.requestId, at: commands.now().toISOString() },
    { actorId: userId },
  );
}

const admins = new WeakMap<TestApp, Promise<TestUser>>();

/** An administrator of the test app, created on first use (GET /api/health and the admin API need one). */
export function testAdmin(t: TestApp): Promise<TestUser> {
  let admin = admins.get(t);
  if (!admin) {
    admin = signUp(t, { role: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.de` });
    admins.set(t, admin);
  }
  return admin;
}

/** GET /api/health as an administrator (only they see the detailed report), expecting `status`. */
export async function healthReport(t: TestApp, status = 200): Promise<request.Response> {
  return (await testAdmin(t)).http.get('/api/health').expect(status);
}
