/**
 * Read model of cases: one row per case (latest state), its notice timeline, and a contentless FTS5 index
 * (rowid = case id) over folded debtor names and numbers (Aktenzeichen, register number).
 *
 * Search support (backend/src/cases/search-cases): one date-ordered index per filter combination, so every
 * filtered listing is an index range in result order; a narrow index of the sort and filter columns by id;
 * `rm_case_counts`, kept exact by triggers, so that totals without a text query add up a few hundred
 * (day, Land, procedure type) groups instead of counting up to a million rows (rm_cases must therefore not be
 * written with INSERT OR REPLACE, whose implicit delete skips the delete trigger); FTS5 prefix indexes for
 * 1–8 characters, so that a query word ("sch", "in", "26", "müller") reads one doclist, which an AND can skip
 * through, instead of merging every term that starts with it. (A database created before the prefix option keeps its FTS table, which
 * still answers the same, only slower, until the read model is rebuilt.)
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
  case_number_key        TEXT NOT NULL,
  status                 TEXT NOT NULL,
  -- 1 while the proceedings run, 0 once a notice ended them (the projection decides: case-status.ts).
  active                 INTEGER NOT NULL,
  procedure_type         TEXT NOT NULL,
  publication_type       TEXT NOT NULL,
  publication_date       TEXT NOT NULL,
  first_publication_date TEXT NOT NULL,
  -- When the importer detected the notice the case shows (ISO instant).
  detected_at            TEXT,
  address                TEXT,
  postal_code            TEXT,
  city                   TEXT,
  description            TEXT,
  administrator          TEXT,
  state                  TEXT,
  register_court         TEXT,
  register_type          TEXT,
  register_number        TEXT,
  -- Anmeldefrist (ISO date) and the administrator's contact details (JSON, AdministratorContact) of the latest
  -- notice that names them.
  claims_deadline        TEXT,
  administrator_contact  TEXT,
  notice_count           INTEGER NOT NULL,
  created_at             TEXT NOT NULL,
  updated_at             TEXT,
  position               INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_cases_by_date ON rm_cases (publication_date DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_state_date ON rm_cases (state, publication_date DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_procedure_date ON rm_cases (procedure_type, publication_date DESC, id DESC);
CREATE INDEX IF NOT EXISTS rm_cases_by_state_procedure_date
  ON rm_cases (state, procedure_type, publication_date DESC, id DESC);
-- Sort and filter columns by case id: a text search looks its matches up here instead of in the wide table.
CREATE INDEX IF NOT EXISTS rm_cases_by_id_facets ON rm_cases (id, publication_date, state, procedure_type);
-- Exact Aktenzeichen lookups (folded: "71 in 12 26").
CREATE INDEX IF NOT EXISTS rm_cases_by_case_number ON rm_cases (case_number_key, publication_date DESC, id DESC);
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
  -- Hearings of the notice (JSON array of Hearing); NULL for notices recorded before hearings were read.
  hearings         TEXT,
  -- Deadlines of the notice (JSON array of Deadline, issue #32); NULL for notices recorded before they were read.
  deadlines        TEXT,
  recorded_at      TEXT NOT NULL,
  detected_at      TEXT,
  -- Corrections by the portal (JSON array of { correctedAt, changes }, issue #32); NULL when never corrected.
  corrections      TEXT,
  -- When a full session saw the notice withdrawn from the portal (ISO instant); NULL while it is listed.
  withdrawn_at     TEXT,
  PRIMARY KEY (case_id, seq)
);
-- Listing fingerprints of every imported publication (hashes, no personal data): the importer fetches only
-- new rows. Kept after a case's erasure so that a notice the portal still lists is not imported again.
CREATE TABLE IF NOT EXISTS rm_known_notices (
  fingerprint      TEXT PRIMARY KEY,
  case_id          INTEGER NOT NULL,
  publication_date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_known_notices_by_date ON rm_known_notices (publication_date);
CREATE VIRTUAL TABLE IF NOT EXISTS rm_cases_fts USING fts5(
  name, numbers, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3 4 5 6 7 8'
);
-- Erasure must leave no token of a deleted case in the index (docs/DESIGN.md §6): secure-delete removes it at once
-- instead of leaving it in older segments until a merge. A persistent option, set again harmlessly on every start.
INSERT INTO rm_cases_fts(rm_cases_fts, rank) VALUES('secure-delete', 1);
-- Number of cases per publication day, Land ('' when unknown) and procedure type. Filled once from rm_cases
-- when the triggers do not exist yet (a database of an older version), then kept by the triggers.
CREATE TABLE IF NOT EXISTS rm_case_counts (
  publication_date TEXT NOT NULL,
  state            TEXT NOT NULL,
  procedure_type   TEXT NOT NULL,
  n                INTEGER NOT NULL,
  PRIMARY KEY (publication_date, state, procedure_type)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS rm_cases_count_insert AFTER INSERT ON rm_cases BEGIN
  INSERT INTO rm_case_counts (publication_date, state, procedure_type, n)
    VALUES (NEW.publication_date, IFNULL(NEW.state, ''), NEW.procedure_type, 1)
    ON CONFLICT (publication_date, state, procedure_type) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER IF NOT EXISTS rm_cases_count_delete AFTER DELETE ON rm_cases BEGIN
  UPDATE rm_case_counts SET n = n - 1
    WHERE publication_date = OLD.publication_date AND state = IFNULL(OLD.state, '')
      AND procedure_type = OLD.procedure_type;
  DELETE FROM rm_case_counts
    WHERE publication_date = OLD.publication_date AND state = IFNULL(OLD.state, '')
      AND procedure_type = OLD.procedure_type AND n <= 0;
END;
CREATE TRIGGER IF NOT EXISTS rm_cases_count_update
  AFTER UPDATE OF publication_date, state, procedure_type ON rm_cases
  WHEN OLD.publication_date IS NOT NEW.publication_date OR OLD.state IS NOT NEW.state
    OR OLD.procedure_type IS NOT NEW.procedure_type
BEGIN
  UPDATE rm_case_counts SET n = n - 1
    WHERE publication_date = OLD.publication_date AND state = IFNULL(OLD.state, '')
      AND procedure_type = OLD.procedure_type;
  DELETE FROM rm_case_counts
    WHERE publication_date = OLD.publication_date AND state = IFNULL(OLD.state, '')
      AND procedure_type = OLD.procedure_type AND n <= 0;
  INSERT INTO rm_case_counts (publication_date, state, procedure_type, n)
    VALUES (NEW.publication_date, IFNULL(NEW.state, ''), NEW.procedure_type, 1)
    ON CONFLICT (publication_date, state, procedure_type) DO UPDATE SET n = n + 1;
END;
-- Number of active (1) and closed (0) cases, kept exact by triggers like rm_case_counts: the import monitor's
-- "Aktive Verfahren" reads one row instead of counting up to a million. Created with rm_cases (projection version
-- 8 rebuilt the read model), so it needs no filling from existing rows.
CREATE TABLE IF NOT EXISTS rm_case_activity (
  active INTEGER PRIMARY KEY,
  n      INTEGER NOT NULL
);
-- Filled from rm_cases when its triggers are missing: after a bulk load (cases.sqlite.ts drops them meanwhile).
CREATE TRIGGER IF NOT EXISTS rm_cases_activity_insert AFTER INSERT ON rm_cases BEGIN
  INSERT INTO rm_case_activity (active, n) VALUES (NEW.active, 1)
    ON CONFLICT (active) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER IF NOT EXISTS rm_cases_activity_delete AFTER DELETE ON rm_cases BEGIN
  UPDATE rm_case_activity SET n = n - 1 WHERE active = OLD.active;
END;
CREATE TRIGGER IF NOT EXISTS rm_cases_activity_update AFTER UPDATE OF active ON rm_cases
  WHEN OLD.active IS NOT NEW.active
BEGIN
  UPDATE rm_case_activity SET n = n - 1 WHERE active = OLD.active;
  INSERT INTO rm_case_activity (active, n) VALUES (NEW.active, 1)
    ON CONFLICT (active) DO UPDATE SET n = n + 1;
END;
-- Generation of rm_cases: bumped in the same transaction as every change of a case row (and by every setup,
-- which may follow a teardown), so the search index in memory (backend cases/search-cases/search-index) knows
-- whether the snapshot it built still describes the table. Never reset, so an old number cannot come back.
CREATE TABLE IF NOT EXISTS rm_cases_generation (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
INSERT OR IGNORE INTO rm_cases_generation (id, generation) VALUES (1, 0);
UPDATE rm_cases_generation SET generation = generation + 1 WHERE id = 1;
CREATE TRIGGER IF NOT EXISTS rm_cases_generation_insert AFTER INSERT ON rm_cases BEGIN
  UPDATE rm_cases_generation SET generation = generation + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS rm_cases_generation_update AFTER UPDATE ON rm_cases BEGIN
  UPDATE rm_cases_generation SET generation = generation + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS rm_cases_generation_delete AFTER DELETE ON rm_cases BEGIN
  UPDATE rm_cases_generation SET generation = generation + 1 WHERE id = 1;
END;
`;

export const CASES_TEARDOWN = `
DROP TABLE IF EXISTS rm_cases;
DROP TABLE IF EXISTS rm_case_notices;
DROP TABLE IF EXISTS rm_known_notices;
DROP TABLE IF EXISTS rm_cases_fts;
DROP TABLE IF EXISTS rm_case_counts;
DROP TABLE IF EXISTS rm_case_activity;
`;

/**
 * The counter tables filled from rm_cases, each when its insert trigger is missing (a database of an older
 * version, or after a bulk load, which drops the triggers): run before `CASES_SCHEMA` creates the triggers again,
 * and only then. (In the schema itself, guarded by a NOT EXISTS on sqlite_schema, SQLite still scanned all of
 * rm_cases on every start: 0.6 s at 1,000,000 cases.)
 */
export const COUNTER_FILLS: readonly { readonly trigger: string; readonly fill: string }[] = [
  {
    trigger: 'rm_cases_count_insert',
    fill: `DELETE FROM rm_case_counts;
      INSERT INTO rm_case_counts (publication_date, state, procedure_type, n)
        SELECT publication_date, IFNULL(state, ''), procedure_type, COUNT(*) FROM rm_cases GROUP BY 1, 2, 3;`,
  },
  {
    trigger: 'rm_cases_activity_insert',
    fill: `DELETE FROM rm_case_activity;
      INSERT INTO rm_case_activity (active, n) SELECT active, COUNT(*) FROM rm_cases GROUP BY active;`,
  },
];
