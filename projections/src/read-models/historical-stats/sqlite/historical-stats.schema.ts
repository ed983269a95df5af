/**
 * "Historische Daten": anonymised counts of new proceedings per publication day and combination of dimensions
 * (Land, court, procedure type, legal form, debtor kind). No name, address, Aktenzeichen or case id, so the
 * counts outlive the erasure of the cases (docs/DESIGN.md §6).
 *
 * `rm_history_open_cases` remembers which facts were counted for each case not yet erased; a case's row goes
 * with its erasure. It lets the erasure record (which carries the same facts) count exactly the cases whose
 * `CaseImported` is no longer in the log, and gives an interrupted erasure the facts back.
 */
export const HISTORICAL_STATS_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_history_counts (
  day            TEXT NOT NULL,
  state          TEXT NOT NULL,
  court          TEXT NOT NULL,
  procedure_type TEXT NOT NULL,
  legal_form     TEXT NOT NULL,
  debtor_kind    TEXT NOT NULL,
  n              INTEGER NOT NULL,
  PRIMARY KEY (day, state, court, procedure_type, legal_form, debtor_kind)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rm_history_open_cases (
  case_id        INTEGER PRIMARY KEY,
  day            TEXT NOT NULL,
  state          TEXT NOT NULL,
  court          TEXT NOT NULL,
  procedure_type TEXT NOT NULL,
  legal_form     TEXT NOT NULL,
  debtor_kind    TEXT NOT NULL
);
`;

export const HISTORICAL_STATS_TEARDOWN = `
DROP TABLE IF EXISTS rm_history_counts;
DROP TABLE IF EXISTS rm_history_open_cases;
`;
