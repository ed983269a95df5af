import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/** Derived keys by purpose and key: the derivation is the same for every text (a handful of purposes exist). */
const derivedKeys = new Map<string, KeyObject>();

/**
 * HMAC-SHA256 of `text` under `key`, as hex: a name derived from personal data that only the holder of the key
 * can compute (so a guess cannot be tested against it), with `purpose` separating the uses of one key.
 * The purpose's key is derived once and kept as a KeyObject: deriving and importing it for every call cost half
 * of the time of the debtor-files projection's catch-up (issue #33).
 */
export function keyedHash(key: string, purpose: string, text: string): string {
  const id = `${purpose}\u0000${key}`;
  let derived = derivedKeys.get(id);
  if (!derived) {
    derived = createSecretKey(createHmac('sha256', key).update(purpose).digest());
    derivedKeys.set(id, derived);
  }
  return createHmac('sha256', derived).update(text).digest('hex');
}
