/**
 * Read model of the debtors' files (issue #32): one row per case with its identity (JSON, what the link rules
 * compare) and its file (null: linked to no other case), the keys it is found under, and its links (both
 * directions, each with its German reason).
 */
export const DEBTOR_FILES_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_debtor_file_cases (
  case_id  INTEGER PRIMARY KEY,
  file_id  INTEGER,
  identity TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_debtor_file_cases_by_file ON rm_debtor_file_cases (file_id) WHERE file_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS rm_debtor_file_keys (
  key     TEXT NOT NULL,
  case_id INTEGER NOT NULL,
  PRIMARY KEY (key, case_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rm_debtor_file_keys_by_case ON rm_debtor_file_keys (case_id);
CREATE TABLE IF NOT EXISTS rm_debtor_file_links (
  case_id  INTEGER NOT NULL,
  other_id INTEGER NOT NULL,
  rule     TEXT NOT NULL,
  reason   TEXT NOT NULL,
  PRIMARY KEY (case_id, other_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rm_debtor_file_links_by_other ON rm_debtor_file_links (other_id);
`;

export const DEBTOR_FILES_TEARDOWN = `
DROP TABLE IF EXISTS rm_debtor_file_cases;
DROP TABLE IF EXISTS rm_debtor_file_keys;
DROP TABLE IF EXISTS rm_debtor_file_links;
`;
