import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { searchCriteriaMatch } from './search-criteria-match.js';

type CaseNotice = Extract<NewCaseMessage, { kind: 'case-notice' }>;

/** The saved-searches read model's table; the saved-searches module owns it, the matcher only reads it. */
export const SAVED_SEARCHES_PROJECTION = 'saved-searches';

/**
 * Records which saved searches with the daily alert on find a new notice (issue #13). Only saved searches that
 * existed before the case event was recorded are considered, and a case already handed to one of their
 * digests is not matched again (a later notice of the same proceeding is not a new match).
 */
export function recordSearchMatches(db: DatabaseSync, message: CaseNotice, at: string): void {
  let candidates: { id: string; criteria: string }[];
  try {
    candidates = prepared(
      db,
      `SELECT s.id, s.criteria FROM rm_saved_searches s
       WHERE s.alert = 1 AND s.created_position < ?
         AND NOT EXISTS (SELECT 1 FROM alert_search_sent x WHERE x.saved_search_id = s.id AND x.case_id = ?)`,
    ).all(Number(message.position), message.caseId) as { id: string; criteria: string }[];
  } catch (error) {
    // Before the saved-searches read model is set up there is no saved search to match.
    if (readModelMissing(error)) return;
    throw error;
  }
  const insert = prepared(
    db,
    `INSERT OR IGNORE INTO alert_search_matches (saved_search_id, case_id, case_key, publication_date, matched_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const candidate of candidates) {
    if (searchCriteriaMatch(JSON.parse(candidate.criteria) as Record<string, string>, message)) {
      insert.run(candidate.id, message.caseId, message.caseKey, message.publicationDate, at);
    }
  }
}
