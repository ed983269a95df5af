import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';

/**
 * Support of the search filters credit managers ask for (issue #13): postal-code and city prefixes and the
 * register number. Kept apart from the main schema and statements of rm_cases on purpose: one added column
 * and three indexes, written by one statement of their own.
 *
 * `city_key` is the folded city ("München", "Muenchen" → "munchen"), so that a typed prefix finds the city
 * whatever its spelling; the indexes let a prefix become an index range (`postal_code >= '80' AND < '81'`)
 * and a register number one lookup, instead of a scan of the whole read model.
 */
export const SEARCH_FILTER_INDEXES = `
CREATE INDEX IF NOT EXISTS rm_cases_by_postal_code ON rm_cases (postal_code);
CREATE INDEX IF NOT EXISTS rm_cases_by_city_key ON rm_cases (city_key);
CREATE INDEX IF NOT EXISTS rm_cases_by_register_number ON rm_cases (register_number);
-- The legal form a query names (issue #29: "Müller GmbH" ranks the GmbHs first; "GmbH" alone lists them).
CREATE INDEX IF NOT EXISTS rm_cases_by_legal_form ON rm_cases (legal_form);
`;

/** Adds the filter column unless the table has it (the setup runs on every start), and the indexes. */
export function setupSearchFilterColumns(db: DatabaseSync): void {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('rm_cases') as { name: string }[];
  if (!columns.some((column) => column.name === 'city_key')) db.exec('ALTER TABLE rm_cases ADD COLUMN city_key TEXT');
  db.exec(SEARCH_FILTER_INDEXES);
}

/**
 * Keeps `city_key` with the city the case shows: a notice that names a city sets it (the case row keeps the
 * last known city when a notice names none, and so does the key).
 */
export function setCityKey(db: DatabaseSync, caseId: number, key: string): void {
  prepared(db, 'UPDATE rm_cases SET city_key = ? WHERE id = ? AND city_key IS NOT ?').run(key, caseId, key);
}
