import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 of `text` under `key`, as hex: a name derived from personal data that only the holder of the key
 * can compute (so a guess cannot be tested against it), with `purpose` separating the uses of one key.
 */
export function keyedHash(key: string, purpose: string, text: string): string {
  const derived = createHmac('sha256', key).update(purpose).digest();
  return createHmac('sha256', derived).update(text).digest('hex');
}
