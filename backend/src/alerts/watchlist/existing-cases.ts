import { subscriptionIndexTerms, type MatchCriteria } from '../domain/events.js';
import { criteriaMatch } from '../matching/case-terms.js';
import type { CaseIndex } from '../read-model/ports/case-index.port.js';

/** At most this many matching cases are listed per row of the preview. */
export const PREVIEW_CASES_PER_ROW = 5;

/**
 * The match store's case index stores single name words, not pairs: a subscription looks it up under
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
export async function existingMatches(
  matches: CaseIndex,
  criteria: MatchCriteria,
  limit: number = PREVIEW_CASES_PER_ROW,
): Promise<{ caseId: number; caseKey: string }[]> {
  const known = await matches.casesIndexedUnder(caseIndexLookup(criteria));
  return known
    .filter((indexed) => criteriaMatch(criteria, indexed.fields))
    .slice(0, limit)
    .map(({ caseId, caseKey }) => ({ caseId, caseKey }));
}
