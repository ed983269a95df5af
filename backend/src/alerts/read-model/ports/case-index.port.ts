import type { CaseMatchFields } from '../../matching/case-terms.js';
import type { PendingCase } from './subscription-matches.port.js';

/** Injection token of the matcher's index of known cases (the watchlist preview). */
export const CASE_INDEX = Symbol('CASE_INDEX');

/** A case known to the matcher, as the watchlist preview looks it up. */
export interface IndexedCase extends PendingCase {
  readonly fields: CaseMatchFields;
  readonly publicationDate: string;
}

/**
 * What a known case is looked up by: one index term, or several that the case must all be indexed under (the
 * words of a name: a case that lacks one cannot match, so it is not read at all).
 */
export type CaseLookup = string | readonly string[];

/** The cases the matcher recorded, by index term (written with each notice's matches). */
export interface CaseIndex {
  /**
   * Known cases that any of `lookups` finds, newest publication first (the watchlist preview, "Meine Fristen"):
   * a term finds the cases indexed under it, a list of terms those indexed under every one of them.
   */
  casesIndexedUnder(lookups: readonly CaseLookup[]): Promise<IndexedCase[]>;
  /** These known cases (those the matcher recorded), in no particular order: alerts follow debtor files. */
  indexedCases(caseIds: readonly number[]): Promise<IndexedCase[]>;
}
