/**
 * Event store tables. `position` is AUTOINCREMENT so a position is never reused, even after erasure:
 * a subscriber's checkpoint stays meaningful. Deleted streams keep a tombstone row (name and revision only:
 * stream names never carry personal data) so they cannot be recreated, as in KurrentDB.
 */
export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id INTEGER PRIMARY KEY,
  name      TEXT NOT NULL UNIQUE,
  revision  INTEGER NOT NULL,
  deleted   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS es_events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id   INTEGER NOT NULL REFERENCES es_streams(stream_id),
  revision    INTEGER NOT NULL,
  event_id    TEXT NOT NULL,
  type        TEXT NOT NULL,
  data        TEXT NOT NULL,
  metadata    TEXT NOT NULL,
  recorded_at INTEGER NOT NULL,
  UNIQUE (stream_id, revision),
  UNIQUE (stream_id, event_id)
);
`;
