import { hashPassword, parsePhc, verifyPassword } from './password-hasher.js';

describe('password hashing (argon2id)', () => {
  it('stores argon2id with m=19 MiB, t=2, p=1 and a random 16-byte salt', async () => {
    const hash = await hashPassword('Sicheres-Passwort1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword('Sicheres-Passwort1')).not.toBe(hash);
    expect(hash).not.toContain('Sicheres');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Sicheres-Passwort1');
    expect(await verifyPassword('Sicheres-Passwort1', hash)).toBe(true);
    expect(await verifyPassword('sicheres-Passwort1', hash)).toBe(false);
  });

  it('verifies a hash made by the reference implementation (argon2-cffi)', async () => {
    const reference =
      '$argon2id$v=19$m=19456,t=2,p=1$HXCWKcbaxT7YybF/zQ1+Nw$xB21FVkSOq2UB1YqraNbStXFVLqOuLGi0jz9FX4HLIw';
    expect(await verifyPassword('Sicheres-Passwort1', reference)).toBe(true);
    expect(await verifyPassword('Sicheres-Passwort2', reference)).toBe(false);
  });

  it('refuses anything that is not an argon2id PHC string', async () => {
    expect(parsePhc('$2b$10$abcdefghijklmnopqrstuv')).toBeNull();
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
  });
});
