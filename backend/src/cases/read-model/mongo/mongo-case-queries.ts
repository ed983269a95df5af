import type mongoose from 'mongoose';
import { periodKey } from '../../historical-stats/history-periods.js';
import type {
  CaseFilter,
  CasePage,
  CaseQueries,
  CaseRecord,
  CaseWithNotices,
  DayCount,
  DebtorFileRecord,
  HistoryCount,
  HistoryCountsQuery,
  ImportedCase,
  SearchPage,
  StateCount,
} from '../case-queries.port.js';
import { effectiveSort, fallbackQuery, rankCandidates, type SearchSort } from '../../domain/search-query/rank-cases.js';
import { hasText, understandQuery, type SearchQuery } from '../../domain/search-query/understand-query.js';
import {
  candidate,
  CASES,
  caseDetailRecord,
  type CaseDocument,
  caseRecord,
  importedCase,
  KNOWN_NOTICES,
  LIST_FIELDS,
  NEWEST_FIRST,
  noticeRecord,
  RANKING_FIELDS,
} from './case-documents.js';
import { allOf, type Condition, filterConditions, identifierCondition, wordsCondition } from './case-search-filter.js';
import { GROUP_FIELD, HISTORY_INCREMENTS, type HistoryIncrement } from './history-documents.js';

/** Watched case ids per `$in` query ("Meine Fristen" of a portfolio names thousands). */
const IDS_PER_QUERY = 1_000;

/** What the case page reads of a case of `rm_debtor_file_cases` (projections: `debtor-files.mongo.ts`). */
interface DebtorFileCaseDocument {
  _id: string;
  caseId: number;
  fileId?: number | null;
  links?: { other: number; rule: string; reason: string }[];
}

interface KnownNoticeDocument {
  readonly _id: string;
  readonly caseId: number;
  readonly publicationDate: string;
}

/**
 * `CaseQueries` on the MongoDB read models `cases` (`rm_cases`, `rm_known_notices`) and `historical-stats`
 * (`rm_history_increments`), built by the projections through the MongoDB projection store, which creates the
 * indexes these queries use (cases.mongo.ts). The same answers, order and totals as the SQLite adapter. A
 * collection that does not exist yet reads as empty, as MongoDB answers by itself.
 */
export class MongoCaseQueries implements CaseQueries {
  private readonly cases: mongoose.mongo.Collection<CaseDocument>;
  private readonly knownNotices: mongoose.mongo.Collection<KnownNoticeDocument>;
  private readonly increments: mongoose.mongo.Collection<HistoryIncrement>;

  private readonly fileCases: mongoose.mongo.Collection<DebtorFileCaseDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.cases = db.collection<CaseDocument>(CASES);
    this.fileCases = db.collection<DebtorFileCaseDocument>('rm_debtor_file_cases');
    this.knownNotices = db.collection<KnownNoticeDocument>(KNOWN_NOTICES);
    this.increments = db.collection<HistoryIncrement>(HISTORY_INCREMENTS);
  }

  /**
   * The search of issue #29 in two reads of `rm_cases` (FerretDB answers every read slowly): without a query,
   * or newest first on a query of words, a count and the page's documents in the order of an index; by
   * relevance, and for identifiers, the candidates' ranking fields only (`RANKING_FIELDS`), ranked here by the
   * domain's `rankCandidates`, then the page's documents. A query naming an identifier no case has is searched
   * by its words (`fallbackQuery`), as SQLite does: one read more, only then (an identifier some case has, but
   * none passing the filters, answers 0 results).
   */
  async search(filter: CaseFilter, page: SearchPage): Promise<CasePage> {
    const filters = filterConditions(filter);
    if (!filters) return { total: 0, cases: [] };
    let query = understandQuery(filter.q, filter.typos);
    if (!hasText(query)) return this.newestFirst(filters, page);
    const sort = effectiveSort(filter.sort, query);
    const identifiers = identifierCondition(query);
    if (identifiers) {
      const hits = await this.ranked(query, [identifiers, ...filters], sort);
      const fallback = fallbackQuery(query);
      // A case that has the identifier but not the filters: the user meant it, and the filters leave nothing.
      const exists = hits.length > 0 || (await this.ranked(query, [identifiers], sort)).length > 0;
      if (exists || fallback.words.length === 0) return this.pageOf(hits, page);
      query = fallback;
    }
    const words = wordsCondition(query);
    // The words' condition is exactly the matching cases: newest first needs no ranking.
    if (sort === 'newest') return this.newestFirst([words, ...filters], page);
    return this.pageOf(await this.ranked(query, [words, ...filters], sort), page);
  }

  /** Every case passing the conditions, newest first: the exact total, then the page's documents. */
  private async newestFirst(conditions: readonly Condition[], page: SearchPage): Promise<CasePage> {
    const query = allOf(conditions);
    const total = await this.cases.countDocuments(query);
    // MongoDB reads a limit of 0 as "no limit".
    if (page.limit <= 0 || page.offset >= total) return { total, cases: [] };
    const docs = await this.cases
      .find(query, { projection: LIST_FIELDS })
      .sort(NEWEST_FIRST)
      .skip(page.offset)
      .limit(page.limit)
      .toArray();
    return { total, cases: docs.map(caseRecord) };
  }

  /**
   * The ids of the candidates passing the conditions that match the query, in result order. Every candidate is
   * read, as the SQLite search ranks every candidate (the total is exact), but only the few fields ranking
   * compares: no notice text, no search words.
   */
  private async ranked(query: SearchQuery, conditions: readonly Condition[], sort: SearchSort): Promise<number[]> {
    const docs = await this.cases.find(allOf(conditions), { projection: RANKING_FIELDS }).toArray();
    return rankCandidates(query, docs.map(candidate), sort).map((hit) => hit.id);
  }

  /** The page of a complete, ordered list of ids: its documents, read in one go and put in that order. */
  private async pageOf(ids: readonly number[], page: SearchPage): Promise<CasePage> {
    const pageIds = ids.slice(page.offset, page.offset + Math.max(page.limit, 0));
    if (pageIds.length === 0) return { total: ids.length, cases: [] };
    const docs = await this.cases.find({ caseId: { $in: pageIds } }, { projection: LIST_FIELDS }).toArray();
    const byId = new Map(docs.map((doc) => [doc.caseId, doc]));
    const cases = pageIds.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [caseRecord(doc)] : [];
    });
    return { total: ids.length, cases };
  }

  async getCase(id: number): Promise<CaseWithNotices | null> {
    const doc = await this.cases.findOne({ _id: String(id) }, { projection: { words: 0, terms: 0 } });
    if (!doc) return null;
    return { case: caseDetailRecord(doc), notices: (doc.notices ?? []).map(noticeRecord) };
  }

  async withDeadlinesFrom(caseIds: readonly number[], day: string): Promise<number[]> {
    const found = new Set<number>();
    for (let at = 0; at < caseIds.length; at += IDS_PER_QUERY) {
      const docs = await this.cases
        .find(
          {
            caseId: { $in: caseIds.slice(at, at + IDS_PER_QUERY) },
            // A document written before `deadlineUntil` was kept: unknown, so read.
            $or: [{ deadlineUntil: { $gte: day } }, { deadlineUntil: { $exists: false } }],
          },
          { projection: { caseId: 1 } },
        )
        .toArray();
      for (const doc of docs) found.add(doc.caseId);
    }
    return caseIds.filter((id) => found.has(id));
  }

  async debtorFile(id: number): Promise<DebtorFileRecord | null> {
    const own = await this.fileCases.findOne({ _id: String(id) }, { projection: { fileId: 1 } });
    if (own?.fileId === undefined || own.fileId === null) return null;
    const members = await this.fileCases
      .find({ fileId: own.fileId }, { projection: { caseId: 1, links: 1 } })
      .sort({ caseId: 1 })
      .toArray();
    const links = members
      .flatMap((doc) =>
        (doc.links ?? [])
          .filter((link) => doc.caseId < link.other)
          .map((link) => ({ a: doc.caseId, b: link.other, rule: link.rule, reason: link.reason })),
      )
      .sort((x, y) => x.a - y.a || x.b - y.b);
    return { fileId: own.fileId, caseIds: members.map((doc) => doc.caseId), links };
  }

  async latestCases(limit: number): Promise<CaseRecord[]> {
    if (limit <= 0) return [];
    const docs = await this.cases.find({}, { projection: LIST_FIELDS }).sort(NEWEST_FIRST).limit(limit).toArray();
    return docs.map(caseRecord);
  }

  async countCases(published: { readonly from?: string; readonly before?: string } = {}): Promise<number> {
    const from = published.from !== undefined ? { $gte: published.from } : {};
    const before = published.before !== undefined ? { $lt: published.before } : {};
    const range = { ...from, ...before };
    if (Object.keys(range).length > 0) return this.cases.countDocuments({ publicationDate: range });
    // All cases (the dashboard's total, polled every 30 s; "nothing imported yet" after a search without result):
    // the collection's count, not an aggregation over every document (`countDocuments({})` scans the collection
    // on MongoDB, and decoded every document on the FerretDB test server: 11–16 s at 35,000 cases).
    return this.cases.estimatedDocumentCount();
  }

  /** A count of the index `active` (cases.mongo.ts): MongoDB reads no case document for it. */
  async countActiveCases(): Promise<number> {
    return this.cases.countDocuments({ active: true });
  }

  async casesPerPublicationDay(from: string, to: string): Promise<DayCount[]> {
    const rows = await this.cases
      .aggregate<{ _id: string; count: number }>([
        { $match: { publicationDate: { $gte: from, $lte: to } } },
        { $group: { _id: '$publicationDate', count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    return rows.map((row) => ({ date: row._id, count: row.count }));
  }

  async casesPerState(): Promise<StateCount[]> {
    const rows = await this.cases
      .aggregate<{ _id: string; count: number }>([
        { $match: { state: { $exists: true, $ne: '' } } },
        { $group: { _id: '$state', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
      ])
      .toArray();
    return rows.map((row) => ({ state: row._id, count: row.count }));
  }

  async countImportedSince(instant: string): Promise<number> {
    return this.cases.countDocuments({ createdAt: { $gte: instant } });
  }

  async latestImported(limit: number): Promise<ImportedCase[]> {
    if (limit <= 0) return [];
    const docs = await this.cases
      .find({}, { projection: { caseId: 1, companyName: 1, court: 1, createdAt: 1 } })
      .sort({ createdAt: -1, caseId: -1 })
      .limit(limit)
      .toArray();
    return docs.map(importedCase);
  }

  async detectionTimes(publicationDate: string): Promise<string[]> {
    const docs = await this.cases
      .find({ publicationDate, detectedAt: { $exists: true } }, { projection: { _id: 0, detectedAt: 1 } })
      .toArray();
    return docs.map((doc) => doc.detectedAt as string);
  }

  async knownFingerprints(publicationDate: string): Promise<Set<string>> {
    const docs = await this.knownNotices.find({ publicationDate }, { projection: { _id: 1 } }).toArray();
    return new Set(docs.map((doc) => doc._id));
  }

  async liveListings(publicationDate: string): Promise<Map<string, string>> {
    const known = await this.knownNotices.find({ publicationDate }, { projection: { _id: 1, caseId: 1 } }).toArray();
    const ids = [...new Set(known.map((k) => String(k.caseId)))];
    const cases = await this.cases.find({ _id: { $in: ids } }, { projection: { _id: 1, caseKey: 1 } }).toArray();
    const keys = new Map(cases.map((c) => [c._id, c.caseKey]));
    return new Map(
      known.flatMap((k) => {
        const key = keys.get(String(k.caseId));
        return key === undefined ? [] : [[k._id, key] as const];
      }),
    );
  }

  /**
   * Adds up the increments per day and group in the database, then per period here (weeks, months and years
   * are named from the day); groups whose increments cancel out are left out, as SQLite drops counts at zero.
   */
  async historyCounts(query: HistoryCountsQuery): Promise<HistoryCount[]> {
    const rows = await this.increments
      .aggregate<{ _id: { day: string; group: string }; count: number }>([
        { $match: { day: { $gte: query.from, $lte: query.to } } },
        { $group: { _id: { day: '$day', group: GROUP_FIELD[query.groupBy] }, count: { $sum: '$delta' } } },
      ])
      .toArray();
    const counts = new Map<string, HistoryCount>();
    for (const { _id, count } of rows) {
      const period = periodKey(_id.day, query.interval);
      const key = `${period}\u0000${_id.group}`;
      const sum = (counts.get(key)?.count ?? 0) + count;
      counts.set(key, { period, group: _id.group, count: sum });
    }
    return [...counts.values()].filter((count) => count.count !== 0);
  }
}
