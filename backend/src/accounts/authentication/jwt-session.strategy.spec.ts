import passport from 'passport';
import { fixedClock, type Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { Caller } from '../../platform/http/caller.js';
import type { AccountQueries, AccountRecord } from '../read-model/account-queries.port.js';
import { SESSION_TTL_SECONDS, SessionTokens } from '../sessions/session-tokens.js';
import type { WriteSideAccounts } from '../write-side/write-side-accounts.js';
import { JwtSessionStrategy } from './jwt-session.strategy.js';

const user: AccountRecord = {
  id: 'u1',
  email: 'a@example.org',
  firstName: 'A',
  lastName: 'B',
  role: 'user',
  isActive: true,
  emailConfirmed: true,
  pendingEmail: null,
  plan: 'free',
  planPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};

/** Only session s1 of u1 is open. */
const accounts = {
  userOfOpenSession: async (userId: string, sessionId: string) => (userId === 'u1' && sessionId === 's1' ? user : null),
} as unknown as AccountQueries;

/** The session behind `token` as the strategy sees it, or null. */
function verify(strategy: JwtSessionStrategy, token: string): Promise<{ userId: string; sessionId: string } | null> {
  return new Promise((resolve, reject) => {
    const request = { headers: { authorization: `Bearer ${token}` } };
    passport.authenticate(strategy, { session: false }, (error: unknown, caller: Caller | false) =>
      error ? reject(error) : resolve(caller ? { userId: caller.userId!, sessionId: caller.sessionId! } : null),
    )(request, {}, reject);
  });
}

/** The account streams know no more than the read model (the embedded profile: read models are in step). */
const noWriteSide = { ofOpenSession: async () => null } as unknown as WriteSideAccounts;

describe('JwtSessionStrategy with SessionTokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
  const config = { accountLimits: { unconfirmedAccountDays: 7 } } as AppConfig;
  const strategyOf = (clock: Clock, key = secret) => new JwtSessionStrategy(key, clock, accounts, config, noWriteSide);

  it('verifies its own tokens, again and again, until they expire', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const strategy = strategyOf(clock);
    const { token, expiresAt } = await new SessionTokens(secret, clock).issue({ userId: 'u1', sessionId: 's1' });
    expect(await verify(strategy, token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await verify(strategy, token)).toEqual({ userId: 'u1', sessionId: 's1' });
    clock.set(new Date(expiresAt.getTime() - 1000));
    expect(await verify(strategy, token)).toEqual({ userId: 'u1', sessionId: 's1' });
    clock.set(expiresAt); // exp is exclusive, as in jose
    expect(await verify(strategy, token)).toBeNull();
    expect(SESSION_TTL_SECONDS).toBe(8 * 60 * 60);
  });

  it('refuses tampered tokens and tokens of another secret, also after the genuine one was accepted', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const strategy = strategyOf(clock);
    const { token } = await new SessionTokens(secret, clock).issue({ userId: 'u1', sessionId: 's1' });
    expect(await verify(strategy, token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...forged, sub: 'admin' })).toString('base64url')}.${signature}`;
    expect(await verify(strategy, tampered)).toBeNull();
    expect(await verify(strategyOf(clock, `${secret}-other`), token)).toBeNull();
    expect(await verify(strategy, `${token}x`)).toBeNull();
  });

  it('pins the algorithm: an unsigned token (alg none) is refused', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const { token } = await new SessionTokens(secret, clock).issue({ userId: 'u1', sessionId: 's1' });
    const [, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await verify(strategyOf(clock), none)).toBeNull();
  });

  it('refuses a token it accepted before once its session is closed (a remembered signature is not a session)', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    let open = true;
    const closable = {
      userOfOpenSession: async (userId: string, sessionId: string) =>
        open && userId === 'u1' && sessionId === 's1' ? user : null,
    } as unknown as AccountQueries;
    const strategy = new JwtSessionStrategy(secret, clock, closable, config, noWriteSide);
    const { token } = await new SessionTokens(secret, clock).issue({ userId: 'u1', sessionId: 's1' });
    expect(await verify(strategy, token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await verify(strategy, token)).toEqual({ userId: 'u1', sessionId: 's1' });
    open = false; // logout
    expect(await verify(strategy, token)).toBeNull();
    open = true; // a closed session's token is forgotten, and checked in full again
    expect(await verify(strategy, token)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('accepts a session the read model does not show yet when the account stream has it open (projections behind)', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const behind = { userOfOpenSession: async () => null } as unknown as AccountQueries;
    const streams = {
      ofOpenSession: async (userId: string, sessionId: string) => (userId === 'u1' && sessionId === 's1' ? user : null),
    } as unknown as WriteSideAccounts;
    const strategy = new JwtSessionStrategy(secret, clock, behind, config, streams);
    const sessions = new SessionTokens(secret, clock);
    expect(await verify(strategy, (await sessions.issue({ userId: 'u1', sessionId: 's1' })).token)).toEqual({
      userId: 'u1',
      sessionId: 's1',
    });
    expect(await verify(strategy, (await sessions.issue({ userId: 'u1', sessionId: 'closed' })).token)).toBeNull();
  });

  it('refuses a valid token whose session is no longer open (logged out, revoked, deactivated)', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const { token } = await new SessionTokens(secret, clock).issue({ userId: 'u1', sessionId: 's2' });
    expect(await verify(strategyOf(clock), token)).toBeNull();
  });
});
