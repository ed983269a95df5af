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
    apply: (db, event) => {
      const id = definition.documentId(event);
      if (id === null) return;
      const row = prepared(db, `SELECT doc, position FROM ${table} WHERE id = ?`).get(id) as
        { doc: string; position: number } | undefined;
      if (row && BigInt(row.position) >= event.position) return;
      const next = definition.evolve(row ? (JSON.parse(row.doc) as Doc) : null, event);
      if (next === null) {
        prepared(db, `DELETE FROM ${table} WHERE id = ?`).run(id);
      } else {
        prepared(
          db,
          `INSERT INTO ${table} (id, doc, position) VALUES (?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, position = excluded.position`,
        ).run(id, JSON.stringify(next), Number(event.position));
      }
    },
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

export function readDocument<Doc>(db: DatabaseSync, collection: string, id: string): Doc | undefined {
  const row = db.prepare(`SELECT doc FROM ${documentTable(collection)} WHERE id = ?`).get(id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as Doc) : undefined;
}
