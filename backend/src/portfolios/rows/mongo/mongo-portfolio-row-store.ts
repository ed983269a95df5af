import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { PortfolioMode } from '../../domain/events.js';
import type { Verdict } from '../../domain/matching/match-row.js';
import { PORTFOLIO_FIELDS } from '../../domain/portfolio-row.js';
import {
  WORKING_STATES,
  type PortfolioRecord,
  type PortfolioRowStore,
  type ReplaceRowsOptions,
  type StoredPortfolioRow,
  type UploadProgress,
  type UploadRecord,
} from '../portfolio-row-store.port.js';

interface EntryDocument {
  _id: string;
  ownerId: string;
  name: string;
  mode: PortfolioMode;
  createdAt: string;
  rowCount: number;
  currentUploadId: string | null;
  lastUpload: { fileName: string; confirmedAt: string } | null;
}

/** `sample` as JSON text: FerretDB stores no nested arrays. */
interface UploadDocument extends Omit<UploadProgress, 'sample'> {
  _id: string;
  sample: string;
  portfolioId: string;
  ownerId: string;
  fileName: string;
  createdAt: string;
  updatedAt: string;
  leaseUntil: number;
}

interface FileChunkDocument {
  _id: string;
  uploadId: string;
  /**
   * Whose bytes these are (absent on chunks written before they were recorded): an erasure finds the chunks of an
   * upload whose record was never written (its insert failed after the chunks) or is already gone.
   */
  portfolioId?: string;
  ownerId?: string;
  n: number;
  data: mongoose.mongo.Binary;
}

type RowDocument = StoredPortfolioRow & { portfolioId: string; uploadId: string };

interface DecisionDocument {
  _id: string;
  portfolioId: string;
  rowId: string;
  caseId: number;
  verdict: Verdict;
}

/** A document holds at most 16 MB: a 50 MB file is kept in chunks. */
const FILE_CHUNK_BYTES = 4 * 1024 * 1024;
const FINAL = new Set<UploadProgress['state']>(['übernommen', 'fehlgeschlagen']);
const isDuplicate = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * The portfolios' rows, uploads and decisions on MongoDB (collections `portfolio_*`, beside the read models; not
 * projections). Without transactions: the rows of an upload are written under its id and become the current ones
 * when the portfolio's `currentUploadId` is switched (one single-document write); readers only ever read the
 * rows of the current upload, the previous ones are removed after the switch. A claim of an upload is the insert
 * of a document with a unique id (FerretDB answered concurrent conditional updates with the same document).
 */
export class MongoPortfolioRowStore implements PortfolioRowStore {
  private constructor(
    private readonly entries: mongoose.mongo.Collection<EntryDocument>,
    private readonly uploads: mongoose.mongo.Collection<UploadDocument>,
    private readonly files: mongoose.mongo.Collection<FileChunkDocument>,
    private readonly rows: mongoose.mongo.Collection<RowDocument>,
    private readonly decisions: mongoose.mongo.Collection<DecisionDocument>,
    private readonly claims: mongoose.mongo.Collection<{ _id: string; uploadId: string }>,
    private readonly Binary: typeof mongoose.mongo.Binary,
  ) {}

  static async open(db: MongoReadDb): Promise<MongoPortfolioRowStore> {
    const entries = db.collection<EntryDocument>('portfolio_entries');
    await entries.createIndex({ ownerId: 1, createdAt: 1 });
    const uploads = db.collection<UploadDocument>('portfolio_uploads');
    await uploads.createIndex({ portfolioId: 1, createdAt: -1 });
    await uploads.createIndex({ state: 1, leaseUntil: 1 });
    const files = db.collection<FileChunkDocument>('portfolio_upload_files');
    await files.createIndex({ uploadId: 1, n: 1 });
    await files.createIndex({ portfolioId: 1 });
    await files.createIndex({ ownerId: 1 });
    const rows = db.collection<RowDocument>('portfolio_rows');
    await rows.createIndex({ portfolioId: 1, uploadId: 1, rowId: 1 }, { unique: true });
    const decisions = db.collection<DecisionDocument>('portfolio_decisions');
    await decisions.createIndex({ portfolioId: 1 });
    const claims = db.collection<{ _id: string; uploadId: string }>('portfolio_upload_claims');
    await claims.createIndex({ uploadId: 1 });
    // mongoose is loaded only where the read store is MongoDB (a static import would load it on SQLite too).
    const { default: driver } = await import('mongoose');
    return new MongoPortfolioRowStore(entries, uploads, files, rows, decisions, claims, driver.mongo.Binary);
  }

  async *rowsOf(portfolioId: string, batchSize: number): AsyncIterable<StoredPortfolioRow[]> {
    const current = await this.currentUpload(portfolioId);
    if (current === null) return;
    let after = '';
    for (;;) {
      const batch = (
        await this.rows
          .find({ portfolioId, uploadId: current, rowId: { $gt: after } })
          .sort({ rowId: 1 })
          .limit(batchSize)
          .toArray()
      ).map(toRow);
      if (batch.length === 0) return;
      yield batch;
      after = batch[batch.length - 1]!.rowId;
      if (batch.length < batchSize) return;
    }
  }

  async rowsById(portfolioId: string, rowIds: readonly string[]): Promise<StoredPortfolioRow[]> {
    const current = await this.currentUpload(portfolioId);
    if (current === null || rowIds.length === 0) return [];
    const docs = await this.rows
      .find({ portfolioId, uploadId: current, rowId: { $in: [...rowIds] } })
      .sort({ rowId: 1 })
      .toArray();
    return docs.map(toRow);
  }

  async decisionsOf(portfolioId: string): Promise<ReadonlyMap<string, ReadonlyMap<number, Verdict>>> {
    const result = new Map<string, Map<number, Verdict>>();
    for (const d of await this.decisions.find({ portfolioId }).toArray()) {
      const byCase = result.get(d.rowId) ?? new Map<number, Verdict>();
      byCase.set(d.caseId, d.verdict);
      result.set(d.rowId, byCase);
    }
    return result;
  }

  async saveDecision(portfolioId: string, rowId: string, caseId: number, verdict: Verdict): Promise<void> {
    await this.decisions.replaceOne(
      { _id: `${portfolioId}|${rowId}|${caseId}` },
      { portfolioId, rowId, caseId, verdict },
      { upsert: true },
    );
  }

  async addPortfolio(record: Pick<PortfolioRecord, 'id' | 'ownerId' | 'name' | 'mode' | 'createdAt'>): Promise<void> {
    try {
      await this.entries.insertOne({
        _id: record.id,
        ownerId: record.ownerId,
        name: record.name,
        mode: record.mode,
        createdAt: record.createdAt,
        rowCount: 0,
        currentUploadId: null,
        lastUpload: null,
      });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }

  async updatePortfolio(portfolioId: string, changes: Partial<Pick<PortfolioRecord, 'name' | 'mode'>>): Promise<void> {
    const set: Partial<EntryDocument> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.mode !== undefined) set.mode = changes.mode;
    if (Object.keys(set).length > 0) await this.entries.updateOne({ _id: portfolioId }, { $set: set });
  }

  async portfolio(portfolioId: string): Promise<PortfolioRecord | null> {
    const doc = await this.entries.findOne({ _id: portfolioId });
    return doc ? toPortfolio(doc) : null;
  }

  async portfoliosOf(ownerId: string): Promise<PortfolioRecord[]> {
    return (await this.entries.find({ ownerId }).sort({ createdAt: 1, _id: 1 }).toArray()).map(toPortfolio);
  }

  async portfolioOwners(): Promise<string[]> {
    return ((await this.entries.distinct('ownerId')) as string[]).sort();
  }

  async usedRows(ownerId: string): Promise<number> {
    const docs = await this.entries.find({ ownerId }, { projection: { rowCount: 1 } }).toArray();
    return docs.reduce((sum, d) => sum + d.rowCount, 0);
  }

  async addUpload(
    upload: Pick<UploadRecord, 'id' | 'portfolioId' | 'ownerId' | 'fileName' | 'createdAt'>,
    file: Buffer,
  ): Promise<void> {
    // The file first: an upload document never exists without its bytes.
    for (let at = 0, n = 0; at < file.length; at += FILE_CHUNK_BYTES, n++) {
      await this.files.replaceOne(
        { _id: `${upload.id}:${n}` },
        {
          uploadId: upload.id,
          portfolioId: upload.portfolioId,
          ownerId: upload.ownerId,
          n,
          data: new this.Binary(file.subarray(at, at + FILE_CHUNK_BYTES)),
        },
        { upsert: true },
      );
    }
    await this.uploads.insertOne({
      _id: upload.id,
      portfolioId: upload.portfolioId,
      ownerId: upload.ownerId,
      fileName: upload.fileName,
      createdAt: upload.createdAt,
      updatedAt: upload.createdAt,
      leaseUntil: 0,
      state: 'wird gelesen',
      progress: { done: 0, total: 0 },
      error: null,
      headers: [],
      mapping: null,
      sample: '[]',
      validation: null,
      diff: null,
    });
  }

  async upload(uploadId: string): Promise<UploadRecord | null> {
    const doc = await this.uploads.findOne({ _id: uploadId });
    return doc ? toUpload(doc) : null;
  }

  async uploadsOf(portfolioId: string): Promise<UploadRecord[]> {
    return (await this.uploads.find({ portfolioId }).sort({ createdAt: -1, _id: -1 }).toArray()).map(toUpload);
  }

  async updateUpload(
    uploadId: string,
    changes: Partial<UploadProgress>,
    at: string,
    options?: { readonly endLease?: boolean },
  ): Promise<void> {
    const { sample, ...rest } = changes;
    const set = sample === undefined ? rest : { ...rest, sample: JSON.stringify(sample) };
    const lease = options?.endLease ? { leaseUntil: endedLease() } : {};
    await this.uploads.updateOne({ _id: uploadId }, { $set: { ...set, ...lease, updatedAt: at } });
    if (changes.state && FINAL.has(changes.state)) {
      await this.files.deleteMany({ uploadId });
      await this.claims.deleteMany({ uploadId });
    }
  }

  async fileOf(uploadId: string): Promise<Buffer | null> {
    const chunks = await this.files.find({ uploadId }).sort({ n: 1 }).toArray();
    if (chunks.length === 0) return null;
    return Buffer.concat(chunks.map((c) => Buffer.from(c.data.buffer)));
  }

  async claimUpload(now: Date, leaseMs: number): Promise<UploadRecord | null> {
    const due = await this.uploads
      .find({ state: { $in: [...WORKING_STATES] }, leaseUntil: { $lte: now.getTime() } })
      .sort({ updatedAt: 1 })
      .limit(10)
      .toArray();
    for (const doc of due) {
      try {
        await this.claims.insertOne({ _id: `${doc._id}@${doc.leaseUntil}`, uploadId: doc._id });
      } catch (error) {
        if (isDuplicate(error)) continue;
        throw error;
      }
      const leaseUntil = now.getTime() + leaseMs;
      await this.uploads.updateOne({ _id: doc._id }, { $set: { leaseUntil } });
      return toUpload({ ...doc, leaseUntil });
    }
    return null;
  }

  async renewLease(uploadId: string, until: Date): Promise<void> {
    await this.uploads.updateOne({ _id: uploadId }, { $set: { leaseUntil: until.getTime() } });
  }

  async endLease(uploadId: string): Promise<void> {
    await this.uploads.updateOne({ _id: uploadId }, { $set: { leaseUntil: endedLease() } });
  }

  async releaseLeases(): Promise<void> {
    await this.uploads.updateMany({ leaseUntil: { $gt: 0 } }, { $set: { leaseUntil: endedLease() } });
  }

  async discardUpload(uploadId: string): Promise<void> {
    const upload = await this.uploads.findOne({ _id: uploadId });
    await this.uploads.deleteOne({ _id: uploadId });
    await this.files.deleteMany({ uploadId });
    await this.claims.deleteMany({ uploadId });
    if (upload && (await this.currentUpload(upload.portfolioId)) !== uploadId) {
      await this.rows.deleteMany({ portfolioId: upload.portfolioId, uploadId });
    }
  }

  async dropLeftoverFiles(): Promise<number> {
    // The uploads that still have file chunks or claims, against those that are still being worked on.
    const held = new Set([
      ...((await this.files.distinct('uploadId')) as string[]),
      ...((await this.claims.distinct('uploadId')) as string[]),
    ]);
    if (held.size === 0) return 0;
    const working = await this.uploads
      .find({ _id: { $in: [...held] }, state: { $nin: [...FINAL] } }, { projection: { _id: 1 } })
      .toArray();
    for (const doc of working) held.delete(doc._id);
    if (held.size === 0) return 0;
    const leftover = [...held];
    await this.files.deleteMany({ uploadId: { $in: leftover } });
    await this.claims.deleteMany({ uploadId: { $in: leftover } });
    return leftover.length;
  }

  async staleUploads(before: string): Promise<string[]> {
    const docs = await this.uploads
      .find(
        { state: { $nin: ['übernommen', 'fehlgeschlagen'] }, createdAt: { $lt: before } },
        { projection: { _id: 1 } },
      )
      .toArray();
    return docs.map((d) => d._id);
  }

  async replaceRows(
    portfolioId: string,
    uploadId: string,
    rows: readonly StoredPortfolioRow[],
    options: ReplaceRowsOptions,
  ): Promise<void> {
    if ((await this.currentUpload(portfolioId)) !== uploadId) {
      await this.rows.deleteMany({ portfolioId, uploadId });
      for (let at = 0; at < rows.length; at += options.batchSize) {
        const batch = rows.slice(at, at + options.batchSize).map((row) => ({ ...row, portfolioId, uploadId }));
        await this.rows.insertMany(batch, { ordered: false });
        await options.onProgress?.(Math.min(at + options.batchSize, rows.length), rows.length);
      }
      // The switch: from here on readers see the new rows only.
      await this.entries.updateOne(
        { _id: portfolioId },
        {
          $set: {
            currentUploadId: uploadId,
            rowCount: rows.length,
            lastUpload: { fileName: options.fileName, confirmedAt: options.confirmedAt },
          },
        },
      );
    }
    // Clean-up after the switch; a repeat (resumed job) finishes what a crash left.
    await this.rows.deleteMany({ portfolioId, uploadId: { $ne: uploadId } });
    const decided = await this.decisions.find({ portfolioId }, { projection: { rowId: 1 } }).toArray();
    const rowIds = [...new Set(decided.map((d) => d.rowId))];
    const kept = new Set((await this.rowsById(portfolioId, rowIds)).map((r) => r.rowId));
    const gone = rowIds.filter((id) => !kept.has(id));
    if (gone.length > 0) await this.decisions.deleteMany({ portfolioId, rowId: { $in: gone } });
  }

  async erasePortfolio(portfolioId: string): Promise<void> {
    const uploadIds = (await this.uploads.find({ portfolioId }, { projection: { _id: 1 } }).toArray()).map(
      (u) => u._id,
    );
    await this.files.deleteMany({ $or: [{ uploadId: { $in: uploadIds } }, { portfolioId }] });
    await this.claims.deleteMany({ uploadId: { $in: uploadIds } });
    await this.uploads.deleteMany({ portfolioId });
    await this.rows.deleteMany({ portfolioId });
    await this.decisions.deleteMany({ portfolioId });
    await this.entries.deleteOne({ _id: portfolioId });
  }

  async eraseOwner(ownerId: string): Promise<string[]> {
    const [entries, uploads] = await Promise.all([
      this.entries.find({ ownerId }, { projection: { _id: 1 } }).toArray(),
      this.uploads.find({ ownerId }, { projection: { portfolioId: 1 } }).toArray(),
    ]);
    const ids = [...new Set([...entries.map((e) => e._id), ...uploads.map((u) => u.portfolioId)])];
    for (const portfolioId of ids) await this.erasePortfolio(portfolioId);
    await this.files.deleteMany({ ownerId });
    return ids;
  }

  private async currentUpload(portfolioId: string): Promise<string | null> {
    const doc = await this.entries.findOne({ _id: portfolioId }, { projection: { currentUploadId: 1 } });
    return doc?.currentUploadId ?? null;
  }
}

let endedLeases = 0;
/** An ended lease: a value below any time and never used before, so that the next claim's id is new. */
function endedLease(): number {
  return -(Date.now() * 1000 + (++endedLeases % 1000));
}

function toRow(doc: RowDocument): StoredPortfolioRow {
  const fields = Object.fromEntries(PORTFOLIO_FIELDS.map((f) => [f, doc[f] ?? null]));
  return { rowId: doc.rowId, ...(fields as Omit<StoredPortfolioRow, 'rowId'>), name: doc.name };
}

function toPortfolio(doc: EntryDocument): PortfolioRecord {
  return {
    id: doc._id,
    ownerId: doc.ownerId,
    name: doc.name,
    mode: doc.mode,
    createdAt: doc.createdAt,
    rowCount: doc.rowCount,
    currentUploadId: doc.currentUploadId,
    lastUpload: doc.lastUpload,
  };
}

function toUpload(doc: UploadDocument): UploadRecord {
  const { _id, portfolioId, ownerId, fileName, createdAt, updatedAt } = doc;
  const { state, progress, error, headers, mapping, sample, validation, diff } = doc;
  return {
    id: _id,
    portfolioId,
    ownerId,
    fileName,
    createdAt,
    updatedAt,
    state,
    progress,
    error,
    headers,
    mapping,
    sample: JSON.parse(sample) as string[][],
    validation,
    diff,
  };
}

export const mongoPortfolioRowStoreProvider: Omit<FactoryProvider<PortfolioRowStore>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoPortfolioRowStore.open(db),
};
