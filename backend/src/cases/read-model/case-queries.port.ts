import type { Administrator, Hearing } from '../domain/case-notice.js';
import type { Deadline } from '../domain/deadline.js';
import type { NoticeChange } from '../domain/notice-correction/notice-changes.js';
import type { DebtorKindFilter } from '../domain/search-filters.js';
import type { SearchSort } from '../domain/search-query/rank-cases.js';
import type { TypoTolerance } from '../domain/search-query/understand-query.js';
import type { HistoryGroupBy } from '../historical-stats/history-dimensions.js';
import type { HistoryInterval } from '../historical-stats/history-periods.js';

/**
 * What the cases module asks of its read models `cases` and `historical-stats` (search, case page, dashboard,
 * import monitor, import runner). Answers are plain data; a store that has no read model yet (fresh DATA_DIR)
 * answers as an empty one. The SQLite adapter lives in `read-model/sqlite/`.
 */
export const CASE_QUERIES = Symbol('CASE_QUERIES');

export interface CaseQueries {
  /**
   * Cases matching the filter with the exact total: by relevance when the query asks for something (issue #29,
   * domain/search-query: exact identifier, exact company name, whole words, prefixes, typos; within a level
   * newest first), otherwise (or with `sort: 'newest'`) newest publication first; ties by the higher case id.
   */
  search(filter: CaseFilter, page: SearchPage): Promise<CasePage>;
  /** The case with every notice recorded for it; null when there is no such case. */
  getCase(id: number): Promise<CaseWithNotices | null>;
  /**
   * Of `caseIds`, in their order, the cases with a dated deadline on or after `day` (ISO) in any of their notices
   * ("Meine Fristen": only these are read with their notices). May answer more (a case whose corrected notice
   * moved a date earlier; on MongoDB a case document written before the read model kept the last deadline), never
   * fewer; erased and unknown cases are left out.
   */
  withDeadlinesFrom(caseIds: readonly number[], day: string): Promise<number[]>;
  /**
   * The debtor's file the case belongs to (issue #32, read model `debtor-files`): its cases and the links between
   * them with their reasons; null when the case is linked to no other case.
   */
  debtorFile(id: number): Promise<DebtorFileRecord | null>;
  /** The `limit` cases published last, in search order. */
  latestCases(limit: number): Promise<CaseRecord[]>;
  /** Number of cases, all or those published in `[from, before)` (ISO dates, open ends). */
  countCases(published?: { readonly from?: string; readonly before?: string }): Promise<number>;
  /**
   * Number of active cases: proceedings no notice has ended yet (not dismissed, discontinued, lifted, nor ended
   * by the decision on the Restschuldbefreiung; the projection decides, `case-status.ts` of the cases read
   * model). Kept cheap at a million cases (a counter or an index, never a scan of the cases).
   */
  countActiveCases(): Promise<number>;
  /** Cases per publication day from `from` to `to` (inclusive); days without cases are left out. */
  casesPerPublicationDay(from: string, to: string): Promise<DayCount[]>;
  /** Cases per Land (cases without a Land left out), most first, ties by Land. */
  casesPerState(): Promise<StateCount[]>;
  /** Number of cases first recorded at or after `instant` (ISO timestamp). */
  countImportedSince(instant: string): Promise<number>;
  /** The `limit` cases recorded last (ties: higher case id first). */
  latestImported(limit: number): Promise<ImportedCase[]>;
  /** Listing fingerprints already recorded for a publication day (also of erased cases): not to be fetched again. */
  knownFingerprints(publicationDate: string): Promise<Set<string>>;
  /**
   * The listing fingerprints of a publication day whose case is still recorded, each with its case key: a full
   * session tells from them which recorded publications the portal no longer lists (corrected or withdrawn).
   */
  liveListings(publicationDate: string): Promise<Map<string, string>>;
  /**
   * When the cases whose shown notice was published on `publicationDate` were detected (ISO instants, any order;
   * cases without a detection time left out): the monitor's detection lag. Cheap: the cases of one day by the
   * publication-date index.
   */
  detectionTimes(publicationDate: string): Promise<string[]>;
  /**
   * New proceedings from `from` to `to` (inclusive ISO days) per period of `interval` and group of `groupBy`,
   * from the anonymised counts that outlive the erasure of the cases. A (period, group) may occur several times
   * (weeks are added up from days); its counts are then to be added.
   */
  historyCounts(query: HistoryCountsQuery): Promise<HistoryCount[]>;
}

export interface CaseFilter {
  /** Words (each a prefix), an Aktenzeichen or a register number, understood by `understandQuery`. */
  readonly q?: string;
  /** Relevance (the default with a query) or newest first (the default without). */
  readonly sort?: SearchSort;
  /**
   * The reading of `q` (default strict): `relaxed` also searches words of three to five letters one edit away,
   * asked by the search only when the strict reading found nothing.
   */
  readonly typos?: TypoTolerance;
  readonly state?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly procedureType?: string;
  readonly debtorKind?: DebtorKindFilter;
  /** Beginning of the postal code ("80"). */
  readonly postalCode?: string;
  /** Beginning of the city name ("Münch"), umlauts and case folded. */
  readonly city?: string;
  /** "HRB 12345" or "12345". */
  readonly registerNumber?: string;
}

export interface SearchPage {
  readonly offset: number;
  readonly limit: number;
}

export interface CasePage {
  readonly total: number;
  readonly cases: CaseRecord[];
}

/** A case as the read model keeps it (the whole latest notice text in `description`). */
export interface CaseRecord {
  readonly id: number;
  readonly companyName: string;
  readonly debtorKind: string;
  readonly legalForm: string | null;
  readonly court: string;
  readonly caseNumber: string;
  readonly status: string;
  readonly procedureType: string;
  readonly publicationType: string;
  readonly publicationDate: string;
  readonly firstPublicationDate: string;
  /** When the importer detected the notice the case shows (ISO instant); null in a read model not yet rebuilt. */
  readonly detectedAt: string | null;
  readonly address: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly description: string | null;
  readonly administrator: string | null;
  readonly state: string | null;
  readonly registerCourt: string | null;
  readonly registerType: string | null;
  readonly registerNumber: string | null;
  readonly noticeCount: number;
  readonly createdAt: string;
  readonly updatedAt: string | null;
}

/** Facts only the case page shows. */
export interface CaseDetailRecord extends CaseRecord {
  readonly claimsDeadline: string | null;
  readonly administratorContact: Administrator | null;
}

/** One recorded notice of a case. */
export interface NoticeRecord {
  /** Order of recording within the case. */
  readonly seq: number;
  readonly fingerprint: string;
  readonly publicationDate: string;
  readonly publicationType: string;
  readonly decisionDate: string | null;
  readonly status: string;
  readonly administrator: string | null;
  readonly text: string;
  /** Hearings the notice announces; null for notices recorded before notices carried them. */
  readonly hearings: readonly Hearing[] | null;
  /** Deadlines the notice sets (issue #32); null for notices recorded before notices carried them. */
  readonly deadlines: readonly Deadline[] | null;
  readonly recordedAt: string;
  /** When the importer detected the notice (its import time for notices recorded before detection times). */
  readonly detectedAt: string;
  /** The portal's corrections of the notice, oldest first (issue #32); empty or absent when never corrected. */
  readonly corrections?: readonly NoticeCorrectionRecord[];
  /** When the notice was seen withdrawn from the portal; null or absent while it is listed. */
  readonly withdrawnAt?: string | null;
}

export interface NoticeCorrectionRecord {
  readonly correctedAt: string;
  readonly changes: readonly NoticeChange[];
}

export interface DebtorFileRecord {
  /** The file's smallest case id. */
  readonly fileId: number;
  /** The file's cases, ascending. */
  readonly caseIds: readonly number[];
  /** Each link once (`a` < `b`), ascending. */
  readonly links: readonly DebtorFileLinkRecord[];
}

export interface DebtorFileLinkRecord {
  readonly a: number;
  readonly b: number;
  /** `register`, `referral`, `former-name` or `name-address`. */
  readonly rule: string;
  /** German reason ("gleiche Registernummer HRB 12345, AG Köln"). */
  readonly reason: string;
}

export interface CaseWithNotices {
  readonly case: CaseDetailRecord;
  readonly notices: NoticeRecord[];
}

export interface DayCount {
  readonly date: string;
  readonly count: number;
}

export interface StateCount {
  readonly state: string;
  readonly count: number;
}

export interface ImportedCase {
  readonly id: number;
  readonly companyName: string;
  readonly court: string;
  readonly createdAt: string;
}

export interface HistoryCountsQuery {
  readonly from: string;
  readonly to: string;
  readonly groupBy: HistoryGroupBy;
  readonly interval: HistoryInterval;
}

export interface HistoryCount {
  /** Period key of the interval (history-periods.ts: "2026-W12", "2026-03", "2026"). */
  readonly period: string;
  /** The stored value of the dimension ('unbekannt' when the notice did not tell). */
  readonly group: string;
  readonly count: number;
}
