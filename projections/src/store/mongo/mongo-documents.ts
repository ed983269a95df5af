import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import mongoose from 'mongoose';
import type { DocumentProjection } from '../projection.js';
import { positionOf, storedPosition } from './stored-position.js';
import { findByIds } from './find-by-ids.js';

/**
 * A read-model document as MongoDB keeps it: the projection's document under `doc` (so its fields never collide
 * with ours) and the position of the last event applied to it.
 */
export interface StoredDocument {
  _id: string;
  doc: Record<string, unknown>;
  position: string;
}

/** A document's state after the events folded so far: null once deleted (or not yet created). */
interface FoldedDocument {
  doc: unknown;
  position: bigint;
  changed: boolean;
}

const DUPLICATE_KEY = 11000;

export function documentCollection(collection: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(collection)) throw new Error(`invalid collection name: ${collection}`);
  return `rm_${collection}`;
}

/**
 * The documents one batch changes, folded in memory before anything is written: a projection bug in the middle
 * of a batch leaves the read model as it was, and each touched document is read once (looked up by id per chunk
 * of events) and written once.
 */
export class DocumentFold {
  private readonly touched = new Map<string, FoldedDocument>();

  constructor(
    private readonly projection: DocumentProjection,
    private readonly collection: mongoose.mongo.Collection<StoredDocument>,
  ) {}

  /** Applies the handled events of a chunk to their documents (events a document has already seen are skipped). */
  async fold(events: readonly RecordedEvent[]): Promise<void> {
    const ids = events.map((event) => this.projection.documentId(event));
    await this.load(ids.filter((id): id is string => id !== null && !this.touched.has(id)));
    events.forEach((event, i) => {
      const id = ids[i];
      if (id === null) return;
      const current = this.touched.get(id)!;
      if (current.position >= event.position) return;
      current.doc = this.projection.evolve(current.doc, event);
      current.position = event.position;
      current.changed = true;
    });
  }

  /**
   * Writes each changed document once, guarded by its position: a write lands only on an older (or no)
   * document, so a batch applied again after a crash, or by a second runner, changes nothing. Unordered: the
   * documents are independent, and every write either lands or finds a newer document.
   */
  async write(): Promise<void> {
    const writes: mongoose.mongo.AnyBulkWriteOperation<StoredDocument>[] = [];
    for (const [id, { doc, position, changed }] of this.touched) {
      if (!changed) continue;
      const filter = { _id: id, position: { $lt: storedPosition(position) } };
      if (doc === null) writes.push({ deleteOne: { filter } });
      else {
        const replacement = { doc: asJson(doc), position: storedPosition(position) };
        writes.push({ replaceOne: { filter, replacement, upsert: true } });
      }
    }
    this.touched.clear();
    if (writes.length === 0) return;
    try {
      await this.collection.bulkWrite(writes, { ordered: false });
    } catch (error) {
      // An upsert whose filter missed because the document is already newer tries to insert its id again.
      if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw error;
      const others = error.writeErrors;
      const list = Array.isArray(others) ? others : [others];
      if (list.some((writeError) => writeError.code !== DUPLICATE_KEY)) throw error;
    }
  }

  private async load(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const unique = [...new Set(ids)];
    for (const id of unique) this.touched.set(id, { doc: null, position: -1n, changed: false });
    for (const stored of await findByIds(this.collection, unique)) {
      this.touched.set(stored._id, { doc: stored.doc, position: positionOf(stored.position), changed: false });
    }
  }
}

/**
 * Documents are JSON documents on every store: what `JSON.stringify` keeps (no `undefined`, dates as strings),
 * so MongoDB holds exactly what SQLite holds. Field names must not start with `$` or contain `.`.
 */
function asJson(doc: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
}
