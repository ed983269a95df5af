import { createHash } from 'node:crypto';

/** The form in which two spellings of one e-mail address compare equal: trimmed, lower-case. */
export function foldAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A deterministic key for an address within a scope (e.g. an owner): SHA-256 of scope and folded address,
 * so stream names and read-model keys refer to an address without containing it (docs/DESIGN.md §4).
 */
export function addressKey(scope: string, email: string): string {
  return createHash('sha256')
    .update(`${scope}\n${foldAddress(email)}`)
    .digest('hex')
    .slice(0, 40);
}
