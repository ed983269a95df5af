import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../platform/sqlite/prepared.js';
import { inTransaction } from '../../../platform/sqlite/open-database.js';

/**
 * State of the new-case feed and the matcher, in the read-model database but not a projection (a replay of
 * the read models does not touch it): the feed's checkpoint, the event ids already handled (de-duplication),
 * the matches waiting for a digest, the matching fields of known cases (for the watchlist preview) and parked
 * messages; for saved searches with an alert (issue #13) their pending matches and the cases already handed to
 * a digest; the match log (issue #30: every recorded match in order, with each consumer's cursor). Everything
 * that describes a case goes when the case is erased (`CaseRetentionExpired`).
 */
export const MATCHER_SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_checkpoints (
  name     TEXT PRIMARY KEY,
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS alert_processed_events (
  event_id     TEXT PRIMARY KEY,
  case_id      INTEGER NOT NULL,
  processed_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS alert_matches (
  subscription_id  TEXT NOT NULL,
  case_id          INTEGER NOT NULL,
  case_key         TEXT NOT NULL,
  event_id         TEXT NOT NULL,
  publication_date TEXT NOT NULL,
  matched_at       TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS alert_matches_subscription ON alert_matches (subscription_id, case_id);
CREATE INDEX IF NOT EXISTS alert_matches_case ON alert_matches (case_id);
CREATE TABLE IF NOT EXISTS alert_case_index (
  case_id          INTEGER PRIMARY KEY,
  case_key         TEXT NOT NULL,
  fields           TEXT NOT NULL,
  publication_date TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS alert_case_terms (
  term    TEXT NOT NULL,
  case_id INTEGER NOT NULL,
  PRIMARY KEY (term, case_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS alert_case_terms_case ON alert_case_terms (case_id);
CREATE TABLE IF NOT EXISTS alert_search_matches (
  saved_search_id  TEXT NOT NULL,
  case_id          INTEGER NOT NULL,
  case_key         TEXT NOT NULL,
  publication_date TEXT NOT NULL,
  matched_at       TEXT NOT NULL,
  PRIMARY KEY (saved_search_id, case_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS alert_search_matches_case ON alert_search_matches (case_id);
CREATE TABLE IF NOT EXISTS alert_search_sent (
  saved_search_id TEXT NOT NULL,
  case_id         INTEGER NOT NULL,
  address_key     TEXT NOT NULL,
  sent_day        TEXT NOT NULL,
  PRIMARY KEY (saved_search_id, case_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS alert_search_sent_case ON alert_search_sent (case_id);
CREATE INDEX IF NOT EXISTS alert_search_sent_day ON alert_search_sent (address_key, sent_day);
CREATE TABLE IF NOT EXISTS alert_parked_messages (
  event_id  TEXT PRIMARY KEY,
  case_id   INTEGER,
  attempts  INTEGER NOT NULL,
  error     TEXT NOT NULL,
  parked_at TEXT NOT NULL,
  payload   TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS alert_match_log (
  seq              INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id         TEXT NOT NULL,
  case_id          INTEGER NOT NULL,
  case_key         TEXT NOT NULL,
  publication_date TEXT NOT NULL,
  alert_kind       TEXT NOT NULL,
  alert_id         TEXT NOT NULL,
  recorded_at      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS alert_match_log_case ON alert_match_log (case_id);
CREATE INDEX IF NOT EXISTS alert_match_log_alert ON alert_match_log (alert_id);
CREATE INDEX IF NOT EXISTS alert_match_log_recorded ON alert_match_log (recorded_at);
CREATE TABLE IF NOT EXISTS alert_match_log_cursors (
  consumer TEXT PRIMARY KEY,
  seq      INTEGER NOT NULL
);`;

/** `alert_checkpoints` rows: the feed's relay checkpoint, its last published message, the matcher's commit. */
export const FEED_CHECKPOINT = 'new-case-feed';
export const FEED_PUBLISHED_CHECKPOINT = 'new-case-feed:published';
export const MATCHER_CHECKPOINT = 'alert-matcher';
/** Notices up to this position were alerted by the installation this one was migrated from (`migrate-data`). */
export const ALERTED_BEFORE_CHECKPOINT = 'alerted-before-migration';

export function ensureMatcherSchema(db: DatabaseSync): void {
  inTransaction(db, () => {
    const keyedBySubscription = moveAsideMatchesKeyedBySubscription(db);
    db.exec(MATCHER_SCHEMA);
    addFileReasonColumns(db);
    addHandOverColumns(db);
    if (keyedBySubscription) {
      db.exec(`INSERT INTO alert_matches (${MATCH_COLUMNS}) SELECT ${MATCH_COLUMNS} FROM alert_matches_keyed;
        DROP TABLE alert_matches_keyed;`);
    }
  });
}

/**
 * Why a subscription got a case it does not match itself (issue #32: the debtor's file), and the watched case the
 * reason names (its erasure clears the reason): added to the tables of stores created before.
 */
function addFileReasonColumns(db: DatabaseSync): void {
  for (const table of ['alert_matches', 'alert_match_log']) {
    const columns = new Set(
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name),
    );
    if (!columns.has('reason')) db.exec(`ALTER TABLE ${table} ADD COLUMN reason TEXT`);
    if (!columns.has('reason_case_id')) db.exec(`ALTER TABLE ${table} ADD COLUMN reason_case_id INTEGER`);
    // An erasure finds the reasons naming the erased case without reading the whole table.
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${table}_reason_case ON ${table} (reason_case_id) WHERE reason_case_id IS NOT NULL`,
    );
  }
}

/**
 * A saved search's hand-over names its mail until the mail's outcome is recorded, and keeps what a hand-back needs
 * (issue #30: a crash between hand-over and send must not lose the cases): added to stores created before.
 */
function addHandOverColumns(db: DatabaseSync): void {
  const columns = new Set(
    (db.prepare('PRAGMA table_info(alert_search_sent)').all() as { name: string }[]).map((column) => column.name),
  );
  for (const column of ['mail_key', 'case_key', 'publication_date']) {
    if (!columns.has(column)) db.exec(`ALTER TABLE alert_search_sent ADD COLUMN ${column} TEXT`);
  }
  db.exec(
    'CREATE INDEX IF NOT EXISTS alert_search_sent_unsettled ON alert_search_sent (mail_key) WHERE mail_key IS NOT NULL',
  );
}

const MATCH_COLUMNS = 'subscription_id, case_id, case_key, event_id, publication_date, matched_at';

/**
 * `alert_matches` was a WITHOUT ROWID table keyed by (subscription_id, case_id). Its rows lie in the order of
 * random subscription ids, so every batch of matches touched almost every page of it, and each commit wrote the
 * whole table again (the alerts benchmark wrote 600 MB for 236,626 matches). Now the rows are appended and only
 * the narrow unique index is keyed by subscription. An old table is renamed here and copied over by the caller.
 */
function moveAsideMatchesKeyedBySubscription(db: DatabaseSync): boolean {
  const table = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'alert_matches'").get() as
    { sql: string } | undefined;
  if (!table || !/WITHOUT ROWID/i.test(table.sql)) return false;
  db.exec('DROP INDEX IF EXISTS alert_matches_case; ALTER TABLE alert_matches RENAME TO alert_matches_keyed;');
  return true;
}

/** Positions are 64-bit integers in SQLite: read as bigint, never through a JavaScript number. */
export function readCheckpoint(db: DatabaseSync, name: string): bigint {
  const statement = db.prepare('SELECT position FROM alert_checkpoints WHERE name = ?');
  statement.setReadBigInts(true);
  const row = statement.get(name) as { position: bigint } | undefined;
  return row?.position ?? 0n;
}

export function writeCheckpoint(db: DatabaseSync, name: string, position: bigint): void {
  db.prepare(
    `INSERT INTO alert_checkpoints (name, position) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
  ).run(name, position);
}

/** Moves a checkpoint up to `position`, never back (messages of several partitions arrive in any order). */
export function advanceCheckpoint(db: DatabaseSync, name: string, position: bigint): void {
  prepared(
    db,
    `INSERT INTO alert_checkpoints (name, position) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET position = max(position, excluded.position)`,
  ).run(name, position);
}
