import type { CandidateCase } from '../../domain/matching/index.js';

/**
 * The cases read model as the portfolio matching reads it (issue #31): every current case's matching fields
 * (`CandidateCase`), streamed in batches by case id (keyset pages over the primary key, never one array of a
 * million cases, no search index involved). Erased cases are gone from the read model, so they are not read.
 */
export const CASE_MATCH_SOURCE = Symbol('CASE_MATCH_SOURCE');

export interface CaseMatchSource {
  /** Every case, ascending by case id, in batches of at most `batchSize`. A store without read model: none. */
  allCases(batchSize: number): AsyncIterable<CandidateCase[]>;
  /** These cases (ids the read model does not know, or not yet, are left out), ascending by case id. */
  casesById(caseIds: readonly number[]): Promise<CandidateCase[]>;
}
