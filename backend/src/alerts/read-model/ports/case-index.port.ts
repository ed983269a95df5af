import type { CaseMatchFields } from '../../matching/case-terms.js';
import type { PendingCase } from './subscription-matches.port.js';

/** Injection token of the matcher's index of known cases (the watchlist preview). */
export const CASE_INDEX = Symbol('CASE_INDEX');

/** A case known to the matcher, as the watchlist preview looks it up. */
export interface IndexedCase extends PendingCase {
  readonly fields: CaseMatchFields;
  readonly publicationDate: string;
}

/** The cases the matcher recorded, by index term (written with each notice's matches). */
export interface CaseIndex {
  /** Known cases indexed under any of `terms`, newest publication first (the watchlist preview). */
  casesIndexedUnder(terms: readonly string[]): Promise<IndexedCase[]>;
  /** These known cases (those the matcher recorded), in no particular order: alerts follow debtor files. */
  indexedCases(caseIds: readonly number[]): Promise<IndexedCase[]>;
}
