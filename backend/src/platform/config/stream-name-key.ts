import { readFileSync } from 'node:fs';
import { resolveJwtSecret } from './jwt-secret.js';

/** The installation's key for stream names derived from personal data (case streams): a string. */
export const STREAM_NAME_KEY = Symbol('STREAM_NAME_KEY');

/**
 * `STREAM_NAME_KEY` from configuration, or one generated on first start and kept in DATA_DIR (mode 0600), as the
 * JWT secret is. Stream names outlive an erasure (tombstones), so a case's stream is named by a keyed hash of its
 * court and Aktenzeichen: without the key nobody can test a guessed case against the names. Every process of an
 * installation must use the same key (the cases module compares it with the fingerprint kept in the event log).
 */
export function resolveStreamNameKey(configured: string | undefined, file: string): string {
  try {
    return resolveJwtSecret(configured, file);
  } catch (error) {
    // Another process of this DATA_DIR generated it a moment ago: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
