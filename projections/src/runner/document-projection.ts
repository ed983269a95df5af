import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import type { Projection } from './projection.js';

/**
 * The common shape of a read model: JSON documents keyed by id, each built by a pure
 * `evolve(doc, event)` (returning null deletes the document). Every document stores the position of the
 * last event applied to it and ignores events it has already seen (DESIGN.md §4).
 */
export interface DocumentProjectionDefinition<Doc> {
  readonly name: string;
  readonly version: number;
  /** Table suffix: the documents live in `rm_<collection>`. */
  readonly collection: string;
  readonly handles: ReadonlySet<string> | 'all';
  /** Which document an event belongs to; null ignores the event. */
  documentId(event: RecordedEvent): string | null;
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}

export function documentTable(collection: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(collection)) throw new Error(`invalid collection name: ${collection}`);
  return `rm_${collection}`;
}

export function documentProjection<Doc>(definition: DocumentProjectionDefinition<Doc>): Projection {
  const table = documentTable(definition.collection);
  return {
    name: definition.name,
    version: definition.version,
    handles: definition.handles,
    setup: (db) =>
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)`,
      ),
    teardown: (db) => db.exec(`DROP TABLE IF EXISTS ${table}`),
    apply: (db, event) => applyToDocuments(db, table, definition, [event]),
    applyEvents: (db, events) => applyToDocuments(db, table, definition, events),
    dump: (db) =>
      (
        db.prepare(`SELECT id, doc, position FROM ${table} ORDER BY id`).all() as {
          id: string;
          doc: string;
          position: number;
        }[]
      ).map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as unknown, position: r.position })),
  };
}

/**
 * Folds the events into their documents in memory and writes each changed document once: a batch often holds
 * many events of one document (the stream-activity counter of a category gets every event of a cleanup's or an
 * import's batch), which then costs one read and one write instead of one each per event.
 */
function applyToDocuments<Doc>(
  db: DatabaseSync,
  table: string,
  definition: DocumentProjectionDefinition<Doc>,
  events: readonly RecordedEvent[],
): void {
  const touched = new Map<string, { doc: Doc | null; position: bigint; changed: boolean }>();
  for (const event of events) {
    const id = definition.documentId(event);
    if (id === null) continue;
    let current = touched.get(id);
    if (!current) {
      const row = prepared(db, `SELECT doc, position FROM ${table} WHERE id = ?`).get(id) as
        { doc: string; position: number } | undefined;
      current = row
        ? { doc: JSON.parse(row.doc) as Doc, position: BigInt(row.position), changed: false }
        : { doc: null, position: -1n, changed: false };
      touched.set(id, current);
    }
    if (current.position >= event.position) continue;
    current.doc = definition.evolve(current.doc, event);
    current.position = event.position;
    current.changed = true;
  }
  for (const [id, { doc, position, changed }] of touched) {
    if (!changed) continue;
    if (doc === null) {
      prepared(db, `DELETE FROM ${table} WHERE id = ?`).run(id);
    } else {
      prepared(
        db,
        `INSERT INTO ${table} (id, doc, position) VALUES (?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, position = excluded.position`,
      ).run(id, JSON.stringify(doc), Number(position));
    }
  }
}

export function readDocument<Doc>(db: DatabaseSync, collection: string, id: string): Doc | undefined {
  const row = db.prepare(`SELECT doc FROM ${documentTable(collection)} WHERE id = ?`).get(id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as Doc) : undefined;
}
