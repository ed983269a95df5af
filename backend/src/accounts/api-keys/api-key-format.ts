import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Personal API keys: `imk_<keyId>_<secret>`. The key id (public, 12 hex) finds the stored record; the secret
 * (256 bits) is compared by its SHA-256. A fast hash is right here: the secret is random, not a password.
 */
const PATTERN = /^imk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  readonly keyId: string;
  readonly key: string;
  readonly secretHash: string;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function generateApiKey(): NewApiKey {
  const keyId = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { keyId, key: `imk_${keyId}_${secret}`, secretHash: hashSecret(secret) };
}

export function parseApiKey(key: string): { keyId: string; secret: string } | null {
  const match = PATTERN.exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the owner sees of a key after issuing: enough to recognise it, not enough to use it. */
export const keyPreview = (keyId: string) => `imk_${keyId}_…`;
