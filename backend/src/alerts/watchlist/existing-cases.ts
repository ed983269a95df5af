import type { DatabaseSync } from 'node:sqlite';
import { subscriptionIndexTerms, type MatchCriteria } from '../domain/events.js';
import { criteriaMatch, type CaseMatchFields } from '../matching/case-terms.js';

/** At most this many matching cases are listed per row of the preview. */
export const PREVIEW_CASES_PER_ROW = 5;

/**
 * The case index (`alert_case_terms`) stores single name words, not pairs: a subscription looks it up under
 * its longest name word instead of the pair it is indexed under for new cases.
 */
function caseIndexLookup(criteria: MatchCriteria): string[] {
  return subscriptionIndexTerms(criteria).map((term) => {
    if (!term.startsWith('p:')) return term;
    const longest = [...criteria.nameTokens].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
    return `n:${longest}`;
  });
}

/**
 * Known cases a subscription would match, newest first, from the matcher's case index (the same index terms
 * and verification as for new cases; erased cases are not in it).
 */
export function existingMatches(db: DatabaseSync, criteria: MatchCriteria): { caseId: number; caseKey: string }[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT c.case_id, c.case_key, c.fields FROM alert_case_terms t
       JOIN alert_case_index c ON c.case_id = t.case_id
       WHERE t.term IN (SELECT value FROM json_each(?))
       ORDER BY c.publication_date DESC, c.case_id DESC`,
    )
    .all(JSON.stringify(caseIndexLookup(criteria))) as { case_id: number; case_key: string; fields: string }[];
  return rows
    .filter((row) => criteriaMatch(criteria, JSON.parse(row.fields) as CaseMatchFields))
    .slice(0, PREVIEW_CASES_PER_ROW)
    .map((row) => ({ caseId: row.case_id, caseKey: row.case_key }));
}
