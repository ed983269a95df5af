import { DatabaseSync } from 'node:sqlite';
import { readRows } from '../../page-rows.js';
import { readGeneration } from '../search-snapshot.js';
import { RanksById } from '../ranks-by-id.js';
import { readIdList, termSetOf, type RankLookup } from '../term-sets.js';
import type { IdListPort } from './protocol.js';

/**
 * The term-set thread's side: reads the id lists of a message (a search's missing sets) with its own read-only
 * connection, inside one read transaction together with the read model's generation (so the main thread can tell
 * whether the lists belong to its snapshot), maps them into the latest snapshot the main thread posted, and hands
 * the sets over in one answer with their memory transferred: the main thread only caches them. The rows of a
 * result page are read the same way, with their generation, and handed over as one JSON string.
 */
export function serveIdLists(port: IdListPort, db: DatabaseSync): void {
  let snapshot: { generation: number; lookup: RankLookup } | undefined;
  port.on('message', (message) => {
    if (message.type === 'snapshot') {
      const ranksById = RanksById.fromParts(message.lookup);
      snapshot = { generation: message.generation, lookup: { size: message.size, ranksById } };
      return;
    }
    if (message.type === 'close') {
      db.close();
      port.postMessage({ type: 'closed' });
      return;
    }
    try {
      if (message.type === 'rows') {
        const { generation, value: rows } = readAtOneGeneration(db, () => readRows(db, message.ids));
        port.postMessage({ type: 'rows', id: message.id, generation, rows: JSON.stringify(rows) });
        return;
      }
      if (!snapshot) throw new Error('no snapshot to map into');
      const { generation, value: lists } = readAtOneGeneration(db, () =>
        message.requests.map((request) => readIdList(db, request)),
      );
      const { lookup } = snapshot;
      const sets = lists.map((ids) => termSetOf(lookup, ids));
      const memory = sets.map((set) => (set.kind === 'bitmap' ? set.bits.buffer : set.ranks.buffer) as ArrayBuffer);
      port.postMessage({ type: 'loaded', id: message.id, generation, mappedAt: snapshot.generation, sets }, memory);
    } catch (error) {
      port.postMessage({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
}

/** `read` and the read model's generation in one read transaction: what was read belongs to that generation. */
function readAtOneGeneration<T>(db: DatabaseSync, read: () => T): { generation: number; value: T } {
  db.exec('BEGIN');
  try {
    return { generation: readGeneration(db), value: read() };
  } finally {
    db.exec('COMMIT');
  }
}

/**
 * The thread's own connection: read-only, with a small page cache (the FTS doclists it reads are walked once;
 * the file stays in the operating system's cache), so that the thread adds little to the process's memory.
 */
export function openIdListReader(location: string): DatabaseSync {
  const db = new DatabaseSync(location, { readOnly: true });
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA cache_size = -4096; PRAGMA mmap_size = 0; PRAGMA temp_store = MEMORY;');
  return db;
}
