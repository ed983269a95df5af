import { PasswordResetTokens } from './password-reset-tokens.js';

describe('password reset tokens', () => {
  const tokens = new PasswordResetTokens('jwt-secret-of-the-test');
  const userId = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
  const expiresAt = new Date('2026-12-03T10:00:00.000Z');

  it('name the account and the expiry, and match only the password they were issued for', () => {
    const token = tokens.sign({ userId, expiresAt }, '$argon2id$old');
    expect(tokens.read(token)).toEqual({ userId, expiresAt });
    expect(tokens.matches(token, '$argon2id$old')).toBe(true);
    expect(tokens.matches(token, '$argon2id$new')).toBe(false);
    // Another secret (another installation) or a changed expiry: not genuine.
    expect(new PasswordResetTokens('other').matches(token, '$argon2id$old')).toBe(false);
    const later = token.replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) + 3600}.`);
    expect(tokens.read(later)).not.toBeNull();
    expect(tokens.matches(later, '$argon2id$old')).toBe(false);
  });

  it('refuse malformed tokens before any look-up', () => {
    const token = tokens.sign({ userId, expiresAt }, 'h');
    for (const bad of [
      undefined,
      42,
      '',
      'a.b.c',
      `${token}.x`,
      token.replace(userId, 'not-a-uuid'),
      'x'.repeat(201),
    ]) {
      expect(tokens.read(bad)).toBeNull();
    }
  });
});
