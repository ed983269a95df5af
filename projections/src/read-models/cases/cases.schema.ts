/**
 * Read model of cases: one row per case (latest state), its notice timeline, and a contentless FTS5 index
 * (rowid = case id) over folded debtor names and numbers (Aktenzeichen, register number).
 */
export const CASES_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_cases (
  id                     INTEGER PRIMARY KEY,
  case_key               TEXT NOT NULL UNIQUE,
  company_name           TEXT NOT NULL,
  debtor_kind            TEXT NOT NULL,
  legal_form             TEXT,
  court                  TEXT NOT NULL,
  case_number            TEXT NOT NULL,
  status                 TEXT NOT NULL,
  procedure_type         TEXT NOT NULL,
  publication_type       TEXT NOT NULL,
  publication_date       TEXT NOT NULL,
  first_publication_date TEXT NOT NULL,
  address                TEXT,
  postal_code            TEXT,
  city                   TEXT,
  description            TEXT,
  administrator          TEXT,
  state                  TEXT,
  register_court         TEXT,
  register_type          TEXT,
  register_number        TEXT,
  notice_count           INTEGER NOT NULL,
  created_at             TEXT NOT NULL,
  updated_at             TEXT,
  position               INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_cases_by_date ON rm_cases (publication_date DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_state_date ON rm_cases (state, publication_date DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_procedure_date ON rm_cases (procedure_type, publication_date DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_created ON rm_cases (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_kind_date ON rm_cases (debtor_kind, publication_date);
CREATE TABLE IF NOT EXISTS rm_case_notices (
  case_id          INTEGER NOT NULL,
  seq              INTEGER NOT NULL,
  fingerprint      TEXT NOT NULL,
  publication_date TEXT NOT NULL,
  publication_type TEXT NOT NULL,
  decision_date    TEXT,
  status           TEXT NOT NULL,
  administrator    TEXT,
  text             TEXT NOT NULL,
  recorded_at      TEXT NOT NULL,
  PRIMARY KEY (case_id, seq)
);
CREATE VIRTUAL TABLE IF NOT EXISTS rm_cases_fts USING fts5(
  name, numbers, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
`;

export const CASES_TEARDOWN = `
DROP TABLE IF EXISTS rm_cases;
DROP TABLE IF EXISTS rm_case_notices;
DROP TABLE IF EXISTS rm_cases_fts;
`;
