import { resolveJwtSecret } from './jwt-secret.js';

/** The installation's key for stream names derived from personal data (case streams): a string. */
export const STREAM_NAME_KEY = Symbol('STREAM_NAME_KEY');

/**
 * `STREAM_NAME_KEY` from configuration, or one generated on first start and kept in DATA_DIR (mode 0600), as the
 * JWT secret is. Stream names outlive an erasure (tombstones), so a case's stream is named by a keyed hash of its
 * court and Aktenzeichen: without the key nobody can test a guessed case against the names. Every process of an
 * installation must use the same key (the cases module compares it with the fingerprint kept in the event log);
 * processes of one DATA_DIR starting together agree on the one generated first (`resolveJwtSecret`).
 */
export function resolveStreamNameKey(configured: string | undefined, file: string): string {
  return resolveJwtSecret(configured, file);
}
