import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import type { DocumentProjection } from '../projection.js';
import type { SqliteReadModel } from './sqlite-read-model.js';

/** Events folded per chunk: about 5 ms of work, the length of one background slice. */
const EVENTS_PER_CHUNK = 32;

export function documentTable(collection: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(collection)) throw new Error(`invalid collection name: ${collection}`);
  return `rm_${collection}`;
}

/**
 * A document projection in SQLite: `rm_<collection> (id, doc JSON, position)`. Folds the events of a chunk
 * into their documents in memory and writes each changed document once: a batch often holds many events of one
 * document (the stream-activity counter of a category gets every event of a cleanup's or an import's batch),
 * which then costs one read and one write instead of one each per event.
 */
export function sqliteDocuments(projection: DocumentProjection): SqliteReadModel {
  const table = documentTable(projection.collection);
  return {
    setup: (db) =>
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)`,
      ),
    teardown: (db) => db.exec(`DROP TABLE IF EXISTS ${table}`),
    dump: (db) =>
      (
        db.prepare(`SELECT id, doc, position FROM ${table} ORDER BY id`).all() as {
          id: string;
          doc: string;
          position: number;
        }[]
      ).map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as unknown, position: r.position })),
    eventsPerChunk: EVENTS_PER_CHUNK,
    open: (db) => {
      const touched = new Map<string, { doc: unknown; position: bigint; changed: boolean }>();
      return {
        write: (event) => {
          const id = projection.documentId(event);
          if (id === null) return;
          let current = touched.get(id);
          if (!current) {
            const stored = readStored(db, table, id);
            current = stored ? { ...stored, changed: false } : { doc: null, position: -1n, changed: false };
            touched.set(id, current);
          }
          if (current.position >= event.position) return;
          current.doc = projection.evolve(current.doc, event);
          current.position = event.position;
          current.changed = true;
        },
        flush: () => {
          for (const [id, { doc, position, changed }] of touched) {
            if (!changed) continue;
            if (doc === null) prepared(db, `DELETE FROM ${table} WHERE id = ?`).run(id);
            else
              prepared(
                db,
                `INSERT INTO ${table} (id, doc, position) VALUES (?, ?, ?)
                 ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, position = excluded.position`,
              ).run(id, JSON.stringify(doc), position);
          }
          touched.clear();
        },
      };
    },
  };
}

function readStored(db: DatabaseSync, table: string, id: string): { doc: unknown; position: bigint } | undefined {
  const statement = prepared(db, `SELECT doc, position FROM ${table} WHERE id = ?`);
  statement.setReadBigInts(true);
  const row = statement.get(id) as { doc: string; position: bigint } | undefined;
  return row ? { doc: JSON.parse(row.doc) as unknown, position: row.position } : undefined;
}

/** One document as stored (tests and diagnostics; query adapters read the collection themselves). */
export function readDocument<Doc>(db: DatabaseSync, collection: string, id: string): Doc | undefined {
  const row = db.prepare(`SELECT doc FROM ${documentTable(collection)} WHERE id = ?`).get(id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as Doc) : undefined;
}
