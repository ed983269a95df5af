import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../platform/sqlite/open-database.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import type { MatchCriteria } from '../domain/events.js';
import { caseLookupTerms, criteriaMatch, type CaseMatchFields } from '../matching/case-terms.js';
import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';

type CaseNotice = Extract<NewCaseMessage, { kind: 'case-notice' }>;

interface CandidateRow {
  id: string;
  name_tokens: string;
  keyword_tokens: string;
  case_ref: string | null;
  register_ref: string | null;
}

const criteriaOf = (row: CandidateRow): MatchCriteria => ({
  nameTokens: row.name_tokens === '' ? [] : row.name_tokens.split(' '),
  keywordTokens: row.keyword_tokens === '[]' ? [] : (JSON.parse(row.keyword_tokens) as string[][]),
  caseRef: row.case_ref,
  registerRef: row.register_ref,
});

/**
 * Subscriptions matching a case notice, through the term index: candidates share one index term with the
 * case, then each is verified against the full criteria. Only active subscriptions that existed before the
 * case event was recorded are considered: a new subscription sees cases from then on (older ones are what the
 * watchlist preview shows).
 */
export function matchingSubscriptions(db: DatabaseSync, message: CaseNotice): string[] {
  const fields: CaseMatchFields = message;
  const candidates = prepared(
    db,
    `SELECT DISTINCT s.id, s.name_tokens, s.keyword_tokens, s.case_ref, s.register_ref
       FROM rm_subscription_terms t JOIN rm_subscriptions s ON s.id = t.subscription_id
       WHERE t.term IN (SELECT value FROM json_each(?)) AND s.active = 1 AND s.created_position < ?`,
  ).all(JSON.stringify(caseLookupTerms(fields)), Number(message.position)) as unknown as CandidateRow[];
  return candidates.filter((row) => criteriaMatch(criteriaOf(row), fields)).map((row) => row.id);
}

/** Terms a case is found under by the watchlist preview (name tokens, Aktenzeichen, register number). */
function caseIndexTerms(fields: CaseMatchFields): string[] {
  return [
    ...fields.nameTokens.map((t) => `n:${t}`),
    ...(fields.caseRef ? [`c:${fields.caseRef}`] : []),
    ...(fields.registerRef ? [`r:${fields.registerRef}`] : []),
  ];
}

/** Records the matches of one notice, the case's matching fields and the event id, in one transaction. */
export function recordCaseNotice(db: DatabaseSync, message: CaseNotice, subscriptionIds: string[], at: string): void {
  inTransaction(db, () => {
    const insert = prepared(
      db,
      `INSERT OR IGNORE INTO alert_matches (subscription_id, case_id, case_key, event_id, publication_date, matched_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const id of subscriptionIds) {
      insert.run(id, message.caseId, message.caseKey, message.eventId, message.publicationDate, at);
    }
    const fields: CaseMatchFields = {
      nameTokens: message.nameTokens,
      contextTokens: message.contextTokens,
      caseRef: message.caseRef,
      registerRef: message.registerRef,
    };
    prepared(
      db,
      `INSERT INTO alert_case_index (case_id, case_key, fields, publication_date) VALUES (?, ?, ?, ?)
       ON CONFLICT (case_id) DO UPDATE SET fields = excluded.fields, publication_date = excluded.publication_date`,
    ).run(message.caseId, message.caseKey, JSON.stringify(fields), message.publicationDate);
    prepared(db, 'DELETE FROM alert_case_terms WHERE case_id = ?').run(message.caseId);
    const term = prepared(db, 'INSERT OR IGNORE INTO alert_case_terms (term, case_id) VALUES (?, ?)');
    for (const t of caseIndexTerms(fields)) term.run(t, message.caseId);
    markProcessed(db, message.eventId, message.caseId, at);
  });
}

/** GDPR erasure (DESIGN.md §6): pending matches and everything known about the case are dropped. */
export function forgetCase(db: DatabaseSync, caseId: number, eventId: string, at: string): void {
  forgetCases(db, [{ caseId, eventId }], at);
}

/**
 * `forgetCase` for a run of erasures (a cleanup's batch) with one statement per table instead of four per case;
 * erasures already processed are skipped.
 */
export function forgetCases(
  db: DatabaseSync,
  erasures: readonly { caseId: number; eventId: string }[],
  at: string,
): void {
  const fresh = erasures.filter((erasure) => !alreadyProcessed(db, erasure.eventId));
  if (fresh.length === 0) return;
  const caseIds = JSON.stringify(fresh.map((erasure) => erasure.caseId));
  inTransaction(db, () => {
    for (const table of [
      'alert_matches',
      'alert_case_index',
      'alert_case_terms',
      'alert_parked_messages',
      'alert_search_matches',
      'alert_search_sent',
    ]) {
      prepared(db, `DELETE FROM ${table} WHERE case_id IN (SELECT value FROM json_each(?))`).run(caseIds);
    }
    for (const erasure of fresh) markProcessed(db, erasure.eventId, erasure.caseId, at);
  });
}

export function markProcessed(db: DatabaseSync, eventId: string, caseId: number, at: string): void {
  prepared(db, 'INSERT OR IGNORE INTO alert_processed_events (event_id, case_id, processed_at) VALUES (?, ?, ?)').run(
    eventId,
    caseId,
    at,
  );
}

export function alreadyProcessed(db: DatabaseSync, eventId: string): boolean {
  return prepared(db, 'SELECT 1 FROM alert_processed_events WHERE event_id = ?').get(eventId) !== undefined;
}
