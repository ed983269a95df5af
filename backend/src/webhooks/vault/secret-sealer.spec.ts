import { randomBytes } from 'node:crypto';
import { isSealed, SecretSealer, webhookSecretKey } from './secret-sealer.js';

describe('webhook secret sealing', () => {
  it('derives the key from the JWT secret when none is set: the same for every process of an installation', () => {
    const jwt = randomBytes(48).toString('base64url');
    const sealed = new SecretSealer(webhookSecretKey(undefined, jwt)).seal('ep-1', 'whsec_x');
    expect(isSealed(sealed)).toBe(true);
    expect(new SecretSealer(webhookSecretKey(undefined, jwt)).open('ep-1', sealed)).toBe('whsec_x');
    expect(webhookSecretKey(undefined, jwt)).not.toEqual(Buffer.from(jwt));
    const configured = randomBytes(32);
    expect(webhookSecretKey(configured, jwt)).toBe(configured);
  });

  it('seals the same secret differently each time, and reads a plain (older) value as it is', () => {
    const sealer = new SecretSealer(randomBytes(32));
    expect(sealer.seal('ep-1', 'whsec_x')).not.toBe(sealer.seal('ep-1', 'whsec_x'));
    expect(sealer.open('ep-1', 'whsec_plain')).toBe('whsec_plain');
  });
});
