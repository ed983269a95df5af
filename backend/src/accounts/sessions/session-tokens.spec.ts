import { fixedClock } from '../../platform/clock/clock.js';
import { SESSION_TTL_SECONDS, SessionTokens } from './session-tokens.js';

describe('SessionTokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

  it('verifies its own tokens, again and again, until they expire', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const tokens = new SessionTokens(secret, clock);
    const { token, expiresAt } = await tokens.issue({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' }); // remembered
    clock.set(new Date(expiresAt.getTime() - 1000));
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    clock.set(expiresAt); // exp is exclusive, as in jose
    expect(await tokens.verify(token)).toBeNull();
    expect(SESSION_TTL_SECONDS).toBe(8 * 60 * 60);
  });

  it('refuses tampered tokens and tokens of another secret, also after the genuine one was remembered', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const tokens = new SessionTokens(secret, clock);
    const { token } = await tokens.issue({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...forged, sub: 'admin' })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(tampered)).toBeNull();
    const other = new SessionTokens(`${secret}-other`, clock);
    expect(await other.verify(token)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });
});
