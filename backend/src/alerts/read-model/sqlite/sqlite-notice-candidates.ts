import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { MatchCriteria } from '../../domain/events.js';
import type {
  CandidateLookup,
  NoticeCandidates,
  SavedSearchCandidate,
  SubscriptionCandidate,
} from '../subscription-queries.port.js';

interface TermRow {
  term: string;
  id: string;
  created_position: bigint;
  name_tokens: string;
  keyword_tokens: string;
  case_ref: string | null;
  register_ref: string | null;
  legal_form: string | null;
  register_court: string;
}

interface Positioned<Candidate> {
  readonly candidate: Candidate;
  readonly createdPosition: bigint;
}

const criteriaOf = (row: TermRow): MatchCriteria => ({
  nameTokens: row.name_tokens === '' ? [] : row.name_tokens.split(' '),
  keywordTokens: row.keyword_tokens === '[]' ? [] : (JSON.parse(row.keyword_tokens) as string[][]),
  caseRef: row.case_ref,
  registerRef: row.register_ref,
  legalForm: row.legal_form,
  registerCourt: row.register_court === '' ? [] : row.register_court.split(' '),
});

/** Positions are 64-bit: read as bigint, compared with the notices' positions without a JavaScript number. */
function bigIntStatement(db: DatabaseSync, sql: string): StatementSync {
  const statement = prepared(db, sql);
  statement.setReadBigInts(true);
  return statement;
}

/**
 * The candidates of a batch of notices in two statements, instead of two per notice: the subscriptions indexed
 * under any term of the batch (each term's list read once, each subscription's criteria parsed once) and the
 * saved searches with an alert, both created before the batch's last position; then each notice keeps those
 * under its own terms and before its own position. A missing subscriptions read model is an error (the matcher
 * retries, then parks); a missing saved-searches read model means there is no saved search yet.
 */
export function sqliteNoticeCandidates(db: DatabaseSync, lookups: readonly CandidateLookup[]): NoticeCandidates[] {
  if (lookups.length === 0) return [];
  const latest = lookups.reduce((max, lookup) => (lookup.before > max ? lookup.before : max), lookups[0]!.before);
  const terms = [...new Set(lookups.flatMap((lookup) => lookup.terms))];
  const byTerm = terms.length === 0 ? new Map() : subscriptionsByTerm(db, terms, latest);
  const searches = savedSearchesBefore(db, latest);
  return lookups.map((lookup) => {
    const { before } = lookup;
    const subscriptions = new Map<string, SubscriptionCandidate>();
    for (const term of lookup.terms) {
      for (const { candidate, createdPosition } of byTerm.get(term) ?? []) {
        if (createdPosition < before) subscriptions.set(candidate.id, candidate);
      }
    }
    return {
      subscriptions: [...subscriptions.values()],
      savedSearches: searches.filter((s) => s.createdPosition < before).map((s) => s.candidate),
    };
  });
}

function subscriptionsByTerm(
  db: DatabaseSync,
  terms: readonly string[],
  before: bigint,
): Map<string, Positioned<SubscriptionCandidate>[]> {
  const rows = bigIntStatement(
    db,
    `SELECT t.term, s.id, s.created_position, s.name_tokens, s.keyword_tokens, s.case_ref, s.register_ref,
       s.legal_form, s.register_court
       FROM rm_subscription_terms t JOIN rm_subscriptions s ON s.id = t.subscription_id
       WHERE t.term IN (SELECT value FROM json_each(?)) AND s.active = 1 AND s.created_position < ?`,
  ).all(JSON.stringify(terms), before) as unknown as TermRow[];
  const parsed = new Map<string, Positioned<SubscriptionCandidate>>();
  const byTerm = new Map<string, Positioned<SubscriptionCandidate>[]>();
  for (const row of rows) {
    let entry = parsed.get(row.id);
    if (!entry) {
      entry = { candidate: { id: row.id, criteria: criteriaOf(row) }, createdPosition: row.created_position };
      parsed.set(row.id, entry);
    }
    const list = byTerm.get(row.term);
    if (list) list.push(entry);
    else byTerm.set(row.term, [entry]);
  }
  return byTerm;
}

function savedSearchesBefore(db: DatabaseSync, before: bigint): Positioned<SavedSearchCandidate>[] {
  try {
    const rows = bigIntStatement(
      db,
      'SELECT id, criteria, created_position FROM rm_saved_searches WHERE alert = 1 AND created_position < ?',
    ).all(before) as unknown as { id: string; criteria: string; created_position: bigint }[];
    return rows.map((row) => ({
      candidate: { id: row.id, criteria: JSON.parse(row.criteria) as Record<string, string> },
      createdPosition: row.created_position,
    }));
  } catch (error) {
    if (readModelMissing(error)) return [];
    throw error;
  }
}
