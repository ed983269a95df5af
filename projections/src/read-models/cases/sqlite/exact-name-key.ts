import type { DatabaseSync } from 'node:sqlite';
import { exactNameKey } from '@insolvenz/backend/cases/domain/search-query/exact-name-key.js';

/**
 * The exact-name key of every case (issue #33): `name_key` is the folded company name without its legal form
 * ("MÜLLER BAU GmbH & Co. KG" → "muller bau", `exactNameKey`), so that the exact-name level of a search ("Müller
 * Bau" ranks the company of that very name first) is one lookup in `rm_cases_by_name_key`. Before, the search
 * read the rows of every name *beginning* with the query's words and compared them: 10–60 µs for a rare name,
 * but 0.3–18 ms for a first name or a common word ("Anna", "Nachlass Daniel") at 1,000,000 cases.
 *
 * A read model of an older version gets the column and fills it once, in one savepoint with the column itself
 * (so that a stop in between leaves neither a column with empty keys nor half of them).
 */
export const NAME_KEY_INDEX = 'CREATE INDEX IF NOT EXISTS rm_cases_by_name_key ON rm_cases (name_key);';

export function setupExactNameKey(db: DatabaseSync): void {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('rm_cases') as { name: string }[];
  if (!columns.some((column) => column.name === 'name_key')) {
    db.function('im_exact_name_key', { deterministic: true }, (name) => exactNameKey(String(name)));
    db.exec('SAVEPOINT add_name_key');
    try {
      db.exec('ALTER TABLE rm_cases ADD COLUMN name_key TEXT');
      db.exec('UPDATE rm_cases SET name_key = im_exact_name_key(company_name)');
      db.exec('RELEASE add_name_key');
    } catch (error) {
      db.exec('ROLLBACK TO add_name_key; RELEASE add_name_key');
      throw error;
    }
  }
  db.exec(NAME_KEY_INDEX);
}

export { exactNameKey };
