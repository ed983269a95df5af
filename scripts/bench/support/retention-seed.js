// Seeding for `npm run bench -- retention`: expired cases written straight into a fresh events.sqlite in the shape
// the importer records them (a `caseid-<n>` reservation with the keyed id scheme of reserve-case-id.ts, then
// `CaseImported` in the case's keyed stream, its notice with the hearings and deadlines the importer parses from the
// text), after the markers a first start records; the installation's key in `stream-name-key` beside the log.
// The application's projections, new-case feed and alert matcher then build their read models from these events at
// start, as they would after a replay.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { CASE_ID_RESERVATIONS_STREAM } from '@insolvenz/backend/cases/case-stream-names/ensure-case-id-reservations.js';
import { CASE_STREAM_NAMES_STREAM } from '@insolvenz/backend/cases/case-stream-names/ensure-case-stream-names.js';
import { caseKey } from '@insolvenz/backend/cases/domain/case-key.js';
import { CaseStreams } from '@insolvenz/backend/cases/domain/case-streams.js';
import { parseNotice } from '@insolvenz/backend/cases/notice-parser/parse-notice.js';
import { deterministicEventId } from '@insolvenz/backend/platform/command-handling/event-id.js';
import { EVENT_STORE_SCHEMA } from '@insolvenz/backend/platform/event-store/sqlite/schema.js';
import { CaseGenerator } from '../search.js';
import { progressReporter } from './report.js';

const ID_SPACE = 900_000_000;
const ID_BASE = 100_000_000;
const TRANSACTION_SIZE = 20_000;
/** Publication days of the seeded cases end this many days before today: past both retention periods (14/30). */
const EXPIRED_SINCE_DAYS = 35;
const GENERATOR_DAYS = 60;

/** Seeds `total` expired cases into `dir/events.sqlite`; returns the number of events written. */
export function seedExpiredCases(dir, total) {
  mkdirSync(dir, { recursive: true });
  const db = new DatabaseSync(join(dir, 'events.sqlite'));
  // Bulk load without fsync; the application reopens the file with WAL and synchronous=FULL.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144;');
  db.exec(EVENT_STORE_SCHEMA);
  const insertStream = db.prepare('INSERT INTO es_streams (name, revision) VALUES (?, 0) RETURNING stream_id');
  const insertEvent = db.prepare(
    `INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata, recorded_at)
     VALUES (?, 0, ?, ?, ?, ?, ?)`,
  );
  const generator = new CaseGenerator(total);
  const today = new Date();
  generator.firstDay =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
    (EXPIRED_SINCE_DAYS + GENERATOR_DAYS - 1) * 86_400_000;
  // As an installation of this version writes its log: the case streams and id reservations keyed with the
  // installation's STREAM_NAME_KEY (kept in DATA_DIR as the app keeps it), and the markers its first start
  // records, so that the app's start runs no migration of an older version's log (session 23).
  const streamNameKey = randomBytes(48).toString('base64url');
  writeFileSync(join(dir, 'stream-name-key'), `${streamNameKey}\n`, { mode: 0o600 });
  const streams = new CaseStreams(streamNameKey);
  const taken = new Set();
  const progress = progressReporter('seed', total);
  const append = (stream, type, data, eventId, occurredAt) => {
    const { stream_id: streamId } = insertStream.get(stream);
    const metadata = { eventId, correlationId: 'bench-retention', causationId: null, actorId: 'system:importer' };
    insertEvent.run(
      streamId,
      eventId,
      type,
      JSON.stringify(data),
      JSON.stringify({ ...metadata, occurredAt, schemaVersion: 1 }),
      Date.parse(occurredAt),
    );
  };
  const firstStart = new Date(generator.firstDay).toISOString();
  const fingerprint = streams.fingerprint();
  append(
    CASE_STREAM_NAMES_STREAM,
    'CaseStreamNamesMigrated',
    { keyFingerprint: fingerprint, renamed: 0 },
    `case-stream-names-${fingerprint}`,
    firstStart,
  );
  append(
    CASE_ID_RESERVATIONS_STREAM,
    'UnkeyedCaseIdReservationsDeleted',
    { deleted: 0 },
    deterministicEventId('unkeyed-case-id-reservations-deleted', 0),
    firstStart,
  );
  let events = 2;
  for (let n = 1; n <= total;) {
    const end = Math.min(total, n + TRANSACTION_SIZE - 1);
    db.exec('BEGIN');
    for (; n <= end; n++) {
      const { notice: generated, caseKey: _sequential } = generator.event(n).data;
      // With the hearings and deadlines the importer reads from the text (toCaseNotice): the read models keep them,
      // and without them the cases read model would read them from the text in the catch-up (session 22).
      const { hearings, deadlines } = parseNotice(generated.text, generated.publicationDate);
      const notice = { ...generated, hearings, deadlines };
      const key = caseKey(notice.court, notice.caseNumber);
      const keyHash = streams.idKeyHash(key);
      const caseId = reserveId(keyHash, taken);
      const occurredAt = `${notice.publicationDate}T09:30:00.000Z`;
      append(
        `caseid-${caseId}`,
        'CaseIdReserved',
        { caseId, keyHash },
        `${keyHash.slice(0, 32)}-${caseId}`,
        occurredAt,
      );
      const eventId = deterministicEventId(`notice:${notice.fingerprint}`, 0);
      append(streams.of(key), 'CaseImported', { caseId, caseKey: key, notice }, eventId, occurredAt);
      events += 2;
    }
    db.exec('COMMIT');
    progress(end);
  }
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return events;
}

/** The first free id of the key's probe sequence (reserve-case-id.ts: hash of the key, linear probing). */
function reserveId(keyHash, taken) {
  const start = parseInt(keyHash.slice(0, 12), 16) % ID_SPACE;
  for (let probe = 0; ; probe++) {
    const caseId = ID_BASE + ((start + probe) % ID_SPACE);
    if (!taken.has(caseId)) {
      taken.add(caseId);
      return caseId;
    }
  }
}
