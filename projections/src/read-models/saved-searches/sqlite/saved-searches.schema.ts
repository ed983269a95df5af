/**
 * Read model of saved searches ("Mehrere Suchprofile"): one row per saved search, the criteria as JSON text.
 * `created_position` orders a user's list and tells the alert matcher which cases a saved search may see
 * (those recorded after it). A deleted saved search's row is removed (its stream is erased too).
 */
export const SAVED_SEARCHES_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_saved_searches (
  id               TEXT PRIMARY KEY,
  owner_id         TEXT NOT NULL,
  name             TEXT NOT NULL,
  name_key         TEXT NOT NULL,
  criteria         TEXT NOT NULL,
  alert            INTEGER NOT NULL,
  mode             TEXT NOT NULL DEFAULT 'täglich',
  created_at       TEXT NOT NULL,
  updated_at       TEXT,
  created_position INTEGER NOT NULL,
  position         INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_saved_searches_by_owner ON rm_saved_searches (owner_id, created_position);
CREATE INDEX IF NOT EXISTS rm_saved_searches_alerting ON rm_saved_searches (alert) WHERE alert = 1;
`;

export const SAVED_SEARCHES_TEARDOWN = 'DROP TABLE IF EXISTS rm_saved_searches;';
