/**
 * Base class of business-rule violations thrown by deciders. Not an HTTP exception: the HTTP layer maps
 * `kind` to a status (invalid → 422, conflict → 409, not_found → 404, forbidden → 403, gone → 410).
 * `message` is German because the UI shows it.
 */
export type DomainErrorKind = 'invalid' | 'conflict' | 'not_found' | 'forbidden' | 'gone';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
