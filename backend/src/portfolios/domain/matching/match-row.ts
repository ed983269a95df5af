import { evidenceFor, RULE_RANK, type Evidence, type MatchRule } from './evidence.js';
import { caseIdentity, type CandidateCase, type MatchIdentity } from './identity.js';

/** A user's answer to "is this case this customer?", remembered per row and case. */
export type Verdict = 'confirmed' | 'rejected';

/** A candidate as the screen shows it next to the row. */
export interface MatchCandidate {
  readonly caseId: number;
  readonly rule: MatchRule;
  readonly score: number;
  readonly reason: string;
}

/**
 * The state of a portfolio row (issue #31):
 * - `Treffer`: one company's cases matched with certainty (or confirmed); `rule` is the best rule among them;
 *   `candidates` are other, uncertain cases still open for review;
 * - `Prüfen`: candidates that are ambiguous or below the certainty threshold, best first;
 * - `Kein Treffer`.
 */
export type RowMatch =
  | {
      readonly state: 'Treffer';
      readonly rule: MatchRule;
      readonly hits: readonly MatchCandidate[];
      readonly candidates: readonly MatchCandidate[];
    }
  | { readonly state: 'Prüfen'; readonly candidates: readonly MatchCandidate[] }
  | { readonly state: 'Kein Treffer' };

/** At most this many candidates are kept for review per row, best first. */
export const MAX_REVIEW_CANDIDATES = 10;

/**
 * The ladder over a row and its candidate cases (found through the blocking keys), with the user's decisions
 * for this row by case id. A decision overrides the ladder: a confirmed case is a hit whatever the rules say, a
 * rejected one is never offered again. Several certain hits make one "Treffer" while they are one company (no
 * two register entries, or without register entries no two names); otherwise the row is ambiguous ("Prüfen").
 */
export function matchRow(
  row: MatchIdentity,
  cases: readonly CandidateCase[],
  decisions: ReadonlyMap<number, Verdict> = new Map(),
): RowMatch {
  const confirmed: MatchCandidate[] = [];
  const found: Evidence[] = [];
  for (const c of cases) {
    const verdict = decisions.get(c.caseId);
    if (verdict === 'rejected') continue;
    if (verdict === 'confirmed') {
      confirmed.push({ caseId: c.caseId, rule: 'decision', score: 1, reason: 'Von Ihnen als Treffer bestätigt' });
      continue;
    }
    const e = evidenceFor(row, c, caseIdentity(c));
    if (e) found.push(e);
  }
  // An exact name or register entry beats a similar name: a certain similar name beside it is only offered.
  const exact = found.some((e) => e.certain && e.rule !== 'similarName');
  const evidence = found
    .map((e) => (exact && e.certain && e.rule === 'similarName' ? { ...e, certain: false } : e))
    .sort(byStrength);
  const certain = evidence.filter((e) => e.certain);
  const uncertain = evidence.filter((e) => !e.certain);

  if (confirmed.length > 0) {
    // The user said which company this is; certain hits of the ladder (a later case of it) still count when they
    // are one company, otherwise they wait for review like any ambiguous candidate.
    const alsoCertain = certain.length > 0 && oneCompany(certain);
    return {
      state: 'Treffer',
      rule: 'decision',
      hits: [...confirmed, ...(alsoCertain ? certain.map(candidate) : [])],
      candidates: limit(alsoCertain ? uncertain : evidence).map(candidate),
    };
  }
  if (certain.length > 0 && oneCompany(certain)) {
    return {
      state: 'Treffer',
      rule: certain[0].rule,
      hits: certain.map(candidate),
      candidates: limit(uncertain).map(candidate),
    };
  }
  if (certain.length > 0) {
    const ambiguous = certain.map((e) => ({ ...candidate(e), reason: `Mehrdeutig: ${e.reason}` }));
    return { state: 'Prüfen', candidates: [...ambiguous, ...uncertain.map(candidate)].slice(0, MAX_REVIEW_CANDIDATES) };
  }
  if (uncertain.length > 0) return { state: 'Prüfen', candidates: limit(uncertain).map(candidate) };
  return { state: 'Kein Treffer' };
}

/** The hits name one company: at most one register key among them, and without any, at most one name. */
function oneCompany(hits: readonly Evidence[]): boolean {
  const registers = new Set(hits.map((h) => h.registerKey).filter((k): k is string => k !== null));
  if (registers.size > 1) return false;
  if (registers.size === 1) return true;
  return new Set(hits.map((h) => h.nameKey)).size === 1;
}

function byStrength(a: Evidence, b: Evidence): number {
  return (
    Number(b.certain) - Number(a.certain) ||
    RULE_RANK[a.rule] - RULE_RANK[b.rule] ||
    b.score - a.score ||
    a.caseId - b.caseId
  );
}

const limit = (evidence: readonly Evidence[]) => evidence.slice(0, MAX_REVIEW_CANDIDATES);

const candidate = (e: Evidence): MatchCandidate => ({
  caseId: e.caseId,
  rule: e.rule,
  score: e.score,
  reason: e.reason,
});
