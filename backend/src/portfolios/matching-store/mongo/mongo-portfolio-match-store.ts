import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { isCompanyKey } from '../../domain/matching/index.js';
import {
  ROW_STATES,
  type MatchProgress,
  type PortfolioMatchStore,
  type RowMatchView,
  type RowRef,
  type RowState,
  type RunRef,
  type StoredRowResult,
} from '../portfolio-match-store.port.js';

const RESULTS = 'portfolio_match_results';
const RUNS = 'portfolio_match_runs';

interface ResultDocument {
  _id: string;
  portfolioId: string;
  rowId: string;
  uploadId: string;
  state: RowState;
  rule: RowMatchView['rule'];
  hits: RowMatchView['hits'];
  candidates: RowMatchView['candidates'];
  caseIds: number[];
  matchedAt: string;
  row: StoredRowResult['row'];
  cases: StoredRowResult['cases'];
  /** The row's lookup keys (multikey index): the key index of new notices. */
  keys?: string[];
}

interface RunDocument {
  _id: string; // portfolioId
  uploadId: string;
  state: MatchProgress['state'];
  done: number;
  total: number;
  /** When the run's process last reported (ISO; missing on runs stored before the take-over of stale runs). */
  aliveAt?: string;
}

/** A run last reported before `aliveBefore`, or never (stored by an older version). */
const staleSince = (aliveBefore: string): mongoose.mongo.Filter<RunDocument> => ({
  $or: [{ aliveAt: { $lt: aliveBefore } }, { aliveAt: { $exists: false } }],
});

const idOf = (portfolioId: string, rowId: string) => `${portfolioId}\u0000${rowId}`;

const view = (d: ResultDocument): RowMatchView => ({
  rowId: d.rowId,
  state: d.state,
  rule: d.rule ?? null,
  hits: d.hits,
  candidates: d.candidates,
  matchedAt: d.matchedAt,
});

/**
 * The portfolios' match results on MongoDB: one document per portfolio row (view, row, cases and its lookup keys
 * in an indexed array, so that a new notice finds its rows with one indexed query per key) and one run document
 * per portfolio. Single-document writes; a run's end removes the rows it did not write.
 */
export class MongoPortfolioMatchStore implements PortfolioMatchStore {
  private constructor(
    private readonly results: mongoose.mongo.Collection<ResultDocument>,
    private readonly runs: mongoose.mongo.Collection<RunDocument>,
  ) {}

  static async open(db: MongoReadDb): Promise<MongoPortfolioMatchStore> {
    const results = db.collection<ResultDocument>(RESULTS);
    await results.createIndex({ portfolioId: 1, state: 1, rowId: 1 });
    await results.createIndex({ keys: 1 });
    return new MongoPortfolioMatchStore(results, db.collection<RunDocument>(RUNS));
  }

  async counts(portfolioId: string): Promise<Record<RowState, number>> {
    const counts: Record<RowState, number> = { Treffer: 0, Prüfen: 0, 'Kein Treffer': 0 };
    for (const state of ROW_STATES) counts[state] = await this.results.countDocuments({ portfolioId, state });
    const { total } = await this.progress(portfolioId);
    counts['Kein Treffer'] = Math.max(counts['Kein Treffer'], total - counts.Treffer - counts.Prüfen);
    return counts;
  }

  async resultsOf(portfolioId: string, rowIds: readonly string[]): Promise<RowMatchView[]> {
    return (await this.documentsOf(portfolioId, rowIds)).map(view);
  }

  async storedResults(portfolioId: string, rowIds: readonly string[]): Promise<StoredRowResult[]> {
    return (await this.documentsOf(portfolioId, rowIds)).map((d) => ({ ...view(d), row: d.row, cases: d.cases }));
  }

  async rowIdsInState(
    portfolioId: string,
    state: RowState,
    page: { offset: number; limit: number },
    caseIds?: readonly number[],
  ): Promise<{ rowIds: string[]; total: number }> {
    if (!ROW_STATES.includes(state)) return { rowIds: [], total: 0 };
    const filter: mongoose.mongo.Filter<ResultDocument> = { portfolioId, state };
    if (caseIds) filter.caseIds = { $in: [...caseIds] };
    const total = await this.results.countDocuments(filter);
    const docs = await this.results
      .find(filter, { projection: { rowId: 1 } })
      .sort({ rowId: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .toArray();
    return { rowIds: docs.map((d) => d.rowId), total };
  }

  async progress(portfolioId: string): Promise<MatchProgress> {
    const run = await this.runs.findOne({ _id: portfolioId });
    return run
      ? { state: run.state, done: run.done, total: run.total, uploadId: run.uploadId }
      : { state: 'wartet', done: 0, total: 0, uploadId: null };
  }

  async erasePortfolio(portfolioId: string): Promise<void> {
    await this.results.deleteMany({ portfolioId });
    await this.runs.deleteOne({ _id: portfolioId });
  }

  async startRun(portfolioId: string, uploadId: string, total: number, at: string): Promise<void> {
    await this.runs.replaceOne(
      { _id: portfolioId },
      { uploadId, state: 'läuft', done: 0, total, aliveAt: at },
      { upsert: true },
    );
  }

  async saveResults(portfolioId: string, uploadId: string, results: readonly StoredRowResult[]): Promise<void> {
    if (results.length === 0) return;
    await this.results.bulkWrite(
      results.map((r) => {
        const doc: Omit<ResultDocument, '_id'> = {
          portfolioId,
          rowId: r.rowId,
          uploadId,
          state: r.state,
          rule: r.rule,
          hits: [...r.hits],
          candidates: [...r.candidates],
          caseIds: [...r.hits, ...r.candidates].map((c) => c.caseId),
          matchedAt: r.matchedAt,
          row: r.row,
          cases: [...r.cases],
          ...(r.keys ? { keys: [...r.keys] } : {}),
        };
        return { updateOne: { filter: { _id: idOf(portfolioId, r.rowId) }, update: { $set: doc }, upsert: true } };
      }),
      { ordered: false },
    );
  }

  async saveKeys(
    portfolioId: string,
    rows: readonly { readonly rowId: string; readonly keys: readonly string[] }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.results.bulkWrite(
      rows.map((r) => ({
        updateOne: { filter: { _id: idOf(portfolioId, r.rowId) }, update: { $set: { keys: [...r.keys] } } },
      })),
      { ordered: false },
    );
  }

  async advanceRun(portfolioId: string, uploadId: string, done: number, at: string): Promise<void> {
    await this.runs.updateOne({ _id: portfolioId, uploadId }, { $set: { done, aliveAt: at } });
  }

  async reportRunAlive(portfolioId: string, uploadId: string, at: string): Promise<void> {
    await this.runs.updateOne({ _id: portfolioId, uploadId, state: 'läuft' }, { $set: { aliveAt: at } });
  }

  async staleRuns(aliveBefore: string): Promise<RunRef[]> {
    const docs = await this.runs
      .find({ state: 'läuft', ...staleSince(aliveBefore) }, { projection: { uploadId: 1 } })
      .sort({ _id: 1 })
      .toArray();
    return docs.map((d) => ({ portfolioId: d._id, uploadId: d.uploadId }));
  }

  async takeOverRun(portfolioId: string, uploadId: string, aliveBefore: string, at: string): Promise<boolean> {
    // One conditional single-document update: of several processes that found the run stale, one matches it.
    const { modifiedCount } = await this.runs.updateOne(
      { _id: portfolioId, uploadId, state: 'läuft', ...staleSince(aliveBefore) },
      { $set: { aliveAt: at } },
    );
    return modifiedCount === 1;
  }

  async finishRun(portfolioId: string, uploadId: string): Promise<void> {
    const run = await this.runs.findOne({ _id: portfolioId, uploadId });
    if (!run) return;
    await this.results.deleteMany({ portfolioId, uploadId: { $ne: uploadId } });
    await this.runs.updateOne({ _id: portfolioId, uploadId }, { $set: { state: 'fertig', done: run.total } });
  }

  async rowsForKeys(keys: readonly string[], maxPerKey: number): Promise<RowRef[]> {
    // One query for all keys of a notice; the lists per key are counted from the documents' own keys.
    const wanted = new Set(keys);
    const docs = await this.results
      .find({ keys: { $in: [...wanted] } }, { projection: { portfolioId: 1, rowId: 1, keys: 1 } })
      .toArray();
    const perKey = new Map<string, number>();
    for (const d of docs)
      for (const key of d.keys ?? []) if (wanted.has(key)) perKey.set(key, (perKey.get(key) ?? 0) + 1);
    const found = new Map<string, RowRef>();
    for (const d of docs) {
      const reachable = (d.keys ?? []).some(
        (key) => wanted.has(key) && (isCompanyKey(key) || perKey.get(key)! <= maxPerKey),
      );
      if (reachable) found.set(idOf(d.portfolioId, d.rowId), { portfolioId: d.portfolioId, rowId: d.rowId });
    }
    return [...found.values()];
  }

  private async documentsOf(portfolioId: string, rowIds: readonly string[]): Promise<ResultDocument[]> {
    if (rowIds.length === 0) return [];
    return this.results
      .find({ _id: { $in: rowIds.map((rowId) => idOf(portfolioId, rowId)) } })
      .sort({ rowId: 1 })
      .toArray();
  }
}

export const mongoPortfolioMatchStoreProvider: Omit<FactoryProvider<PortfolioMatchStore>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoPortfolioMatchStore.open(db),
};
