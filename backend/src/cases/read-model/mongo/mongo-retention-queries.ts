import type mongoose from 'mongoose';
import type { CaseStatisticsFacts, DebtorKind, KnownListing } from '../../domain/events.js';
import type { CleanupCutoffs } from '../../domain/retention-run-events.js';
import type { ExpiredCase, ExpiredCursor, RetentionQueries } from '../retention-queries.port.js';
import { CASES, type CaseDocument, KNOWN_NOTICES } from './case-documents.js';
import { HISTORY_OPEN_CASES, type HistoryOpenCase } from './history-documents.js';

interface KnownNoticeDocument {
  readonly _id: string;
  readonly caseId: number;
  readonly publicationDate: string;
}

/** Cases whose retention period is over: companies and everyone else by their own cutoff. */
function due(cutoffs: CleanupCutoffs): mongoose.mongo.Filter<CaseDocument> {
  return {
    $or: [
      { debtorKind: 'company', publicationDate: { $lte: cutoffs.companies } },
      { debtorKind: { $ne: 'company' }, publicationDate: { $lte: cutoffs.individuals } },
    ],
  };
}

/**
 * `RetentionQueries` on the MongoDB read models `cases` and `historical-stats`. An erased case is one deleted
 * document (its notices and search words inside it), so nothing of it is left for a purge to find in the
 * collections. What a server keeps of deleted documents in its storage (WiredTiger pages, PostgreSQL dead rows
 * under FerretDB) is the server's to reclaim; no portable command for it exists across MongoDB, FerretDB,
 * DocumentDB and Cosmos DB, so `purgeErasedTraces` has nothing to do here and says so by returning true.
 */
export class MongoRetentionQueries implements RetentionQueries {
  private readonly cases: mongoose.mongo.Collection<CaseDocument>;
  private readonly knownNotices: mongoose.mongo.Collection<KnownNoticeDocument>;
  private readonly openCases: mongoose.mongo.Collection<HistoryOpenCase>;

  constructor(db: mongoose.mongo.Db) {
    this.cases = db.collection<CaseDocument>(CASES);
    this.knownNotices = db.collection<KnownNoticeDocument>(KNOWN_NOTICES);
    this.openCases = db.collection<HistoryOpenCase>(HISTORY_OPEN_CASES);
  }

  async countExpired(cutoffs: CleanupCutoffs): Promise<number> {
    return this.cases.countDocuments(due(cutoffs));
  }

  /** One range of the date index in (publication date, id) order after the cursor. */
  async expiredCases(cutoffs: CleanupCutoffs, after: ExpiredCursor, limit: number): Promise<ExpiredCase[]> {
    if (limit <= 0) return [];
    const afterCursor = {
      $or: [
        { publicationDate: { $gt: after.publicationDate } },
        { publicationDate: after.publicationDate, caseId: { $gt: after.id } },
      ],
    };
    const docs = await this.cases
      .find(
        { $and: [afterCursor, due(cutoffs)] },
        { projection: { caseId: 1, caseKey: 1, debtorKind: 1, noticeCount: 1, publicationDate: 1 } },
      )
      .sort({ publicationDate: 1, caseId: 1 })
      .limit(limit)
      .toArray();
    return docs.map((doc) => ({
      id: doc.caseId,
      caseKey: doc.caseKey,
      debtorKind: doc.debtorKind as DebtorKind,
      noticeCount: doc.noticeCount,
      publicationDate: doc.publicationDate,
    }));
  }

  async knownListings(caseIds: readonly number[]): Promise<Map<number, KnownListing[]>> {
    const byCase = new Map<number, KnownListing[]>(caseIds.map((id) => [id, []]));
    if (caseIds.length === 0) return byCase;
    const docs = await this.knownNotices
      .find({ caseId: { $in: [...caseIds] } })
      .sort({ caseId: 1, _id: 1 })
      .toArray();
    for (const doc of docs)
      byCase.get(doc.caseId)?.push({ fingerprint: doc._id, publicationDate: doc.publicationDate });
    return byCase;
  }

  async statisticsFacts(caseIds: readonly number[]): Promise<Map<number, CaseStatisticsFacts>> {
    const byCase = new Map<number, CaseStatisticsFacts>();
    if (caseIds.length === 0) return byCase;
    // Erased cases stay as id and position only (`closed`): their facts went with the erasure record.
    const docs = await this.openCases.find({ _id: { $in: caseIds.map(String) }, closed: { $exists: false } }).toArray();
    for (const { _id, day, state, court, procedureType, legalForm, debtorKind } of docs) {
      byCase.set(Number(_id), { day, state, court, procedureType, legalForm, debtorKind });
    }
    return byCase;
  }

  async purgeErasedTraces(): Promise<boolean> {
    return true;
  }

  /** MongoDB keeps its text and regular indexes balanced itself. */
  async maintainSearchIndex(): Promise<void> {}
}
