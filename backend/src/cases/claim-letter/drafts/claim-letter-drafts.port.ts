import type { ClaimLetterForm } from '../letter/claim-letter-form.js';

/**
 * Drafts of claim letters ("Als Entwurf speichern"): the user's own data, per user and case, kept outside the event
 * log (nothing to replay: a draft is a document being written, not a fact) in a table/collection beside the read
 * models. Every read and change names the owner, so one user never reaches another's draft; drafts go with the
 * account (`removeAllOf`) and with their case when the retention erases it (`removeOfCases`). Adapters: the read-model database (SQLite) and MongoDB.
 */
export const CLAIM_LETTER_DRAFTS = Symbol('CLAIM_LETTER_DRAFTS');

export interface ClaimLetterDraft {
  readonly id: string;
  readonly userId: string;
  readonly caseId: number;
  readonly form: ClaimLetterForm;
  /** ISO 8601 */
  readonly createdAt: string;
  /** ISO 8601 */
  readonly updatedAt: string;
}

export interface ClaimLetterDrafts {
  /** Stores a new draft or replaces the owner's draft of that id (same owner and case). */
  save(draft: ClaimLetterDraft): Promise<void>;
  /** The owner's draft, or null (unknown, or another user's). */
  get(userId: string, id: string): Promise<ClaimLetterDraft | null>;
  /** The owner's drafts of a case, the last changed first. */
  listOfCase(userId: string, caseId: number): Promise<ClaimLetterDraft[]>;
  /** How many drafts the owner has (all cases). */
  countOf(userId: string): Promise<number>;
  /** Deletes the owner's draft; whether there was one. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Deletes every draft of the user (account erased); how many. */
  removeAllOf(userId: string): Promise<number>;
  /** Deletes every user's drafts of these cases (the retention erased them: a draft names its case); how many. */
  removeOfCases(caseIds: readonly number[]): Promise<number>;
}
