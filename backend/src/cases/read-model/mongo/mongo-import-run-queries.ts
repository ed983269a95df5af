import type mongoose from 'mongoose';
import type { RunFacts } from '../../import-status/import-monitor-status.js';
import type { ImportRunFacts, ImportRunQueries, ImportRunRecord, OpenImportRun } from '../import-run-queries.port.js';

/** The document read model `import-runs` as the MongoDB projection store keeps it: the run under `doc`. */
const IMPORT_RUNS = 'rm_import_runs';

interface StoredRun {
  readonly _id: string;
  readonly doc: ImportRunRecord & {
    readonly status: string;
    readonly portalReachedAt: string | null;
    readonly trigger?: string;
  };
}

/**
 * The indexes these queries use, for the projection store to create with the collection (document read models
 * get theirs from the application: `new MongoProjectionStore(db, { import_runs: IMPORT_RUNS_INDEXES })`).
 */
export const IMPORT_RUNS_INDEXES: readonly mongoose.mongo.IndexDescription[] = [
  { key: { 'doc.startedAt': -1 }, name: 'started_last' },
  { key: { 'doc.status': 1, 'doc.finishedAt': -1 }, name: 'status_finished_last' },
  { key: { 'doc.portalReachedAt': -1 }, name: 'portal_reached_last' },
];

/** `ImportRunQueries` on the MongoDB document collection of the import-runs read model (one document per run). */
export class MongoImportRunQueries implements ImportRunQueries {
  private readonly runs: mongoose.mongo.Collection<StoredRun>;

  constructor(db: mongoose.mongo.Db) {
    this.runs = db.collection<StoredRun>(IMPORT_RUNS);
  }

  async runFacts(): Promise<ImportRunFacts> {
    // The monitor's runs are the full runs: an intraday poll every few minutes would hide the last session's outcome.
    const full = { 'doc.trigger': { $ne: 'poll' } };
    const [latest, lastFinished, lastCompleted, contact] = await Promise.all([
      this.first(full, { 'doc.startedAt': -1 }),
      this.first({ ...full, 'doc.status': { $ne: 'running' } }, { 'doc.finishedAt': -1 }),
      this.first({ ...full, 'doc.status': 'completed' }, { 'doc.finishedAt': -1 }),
      this.first({ 'doc.portalReachedAt': { $exists: true, $ne: null } }, { 'doc.portalReachedAt': -1 }),
    ]);
    return { latest, lastFinished, lastCompleted, lastPortalContact: contact?.portalReachedAt ?? null };
  }

  async openRuns(): Promise<OpenImportRun[]> {
    const stored = await this.runs.find({ 'doc.status': 'running' }).toArray();
    return stored.map(({ doc: { runId, session, startedAt, trigger } }) => ({ runId, session, startedAt, trigger }));
  }

  async anyRunRecorded(): Promise<boolean> {
    return (await this.runs.findOne({}, { projection: { _id: 1 } })) !== null;
  }

  async runsStartedSince(since: string, kind: 'all' | 'full' = 'all'): Promise<RunFacts[]> {
    const full = kind === 'full' ? { 'doc.trigger': { $ne: 'poll' } } : {};
    const stored = await this.runs.find({ 'doc.startedAt': { $gte: since }, ...full }).toArray();
    return stored.map((run) => run.doc);
  }

  private async first(
    filter: mongoose.mongo.Filter<StoredRun>,
    sort: mongoose.mongo.Sort,
  ): Promise<StoredRun['doc'] | null> {
    const [stored] = await this.runs.find(filter).sort(sort).limit(1).toArray();
    return stored?.doc ?? null;
  }
}
