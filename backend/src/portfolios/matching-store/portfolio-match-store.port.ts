import type { CandidateCase, MatchCandidate, MatchRule } from '../domain/matching/index.js';
import type { PortfolioRow } from '../domain/portfolio-row.js';

/**
 * Match results and the row key index of the portfolios (issue #31): derived data, rebuilt by running the
 * matching again (`PortfolioMatching`); the rows themselves live in the PortfolioRowStore.
 */
export const PORTFOLIO_MATCH_STORE = Symbol('PORTFOLIO_MATCH_STORE');

export type RowState = 'Treffer' | 'Prüfen' | 'Kein Treffer';
export const ROW_STATES: readonly RowState[] = ['Treffer', 'Prüfen', 'Kein Treffer'];

/** One row's result, as stored. */
export interface RowMatchView {
  readonly rowId: string;
  readonly state: RowState;
  /** Best rule of a Treffer. */
  readonly rule: MatchRule | null;
  readonly hits: readonly MatchCandidate[];
  readonly candidates: readonly MatchCandidate[];
  /** ISO time. */
  readonly matchedAt: string;
}

/**
 * What the matching writes per row: the view, plus what re-evaluating the row after a new notice needs without
 * reading anything else (the row as matched and the cases its result names), and its lookup keys (absent: the
 * row's keys stay as they are, e.g. after a decision or a new notice).
 */
export interface StoredRowResult extends RowMatchView {
  readonly row: PortfolioRow;
  readonly cases: readonly CandidateCase[];
  readonly keys?: readonly string[];
}

export interface RowRef {
  readonly portfolioId: string;
  readonly rowId: string;
}

export interface MatchProgress {
  readonly state: 'wartet' | 'läuft' | 'fertig';
  readonly done: number;
  readonly total: number;
  readonly uploadId: string | null;
}

export interface RunRef {
  readonly portfolioId: string;
  readonly uploadId: string;
}

export interface PortfolioMatchStore {
  /** Counts per state (rows the matching has not seen yet count as 'Kein Treffer'). */
  counts(portfolioId: string): Promise<Record<RowState, number>>;
  /** Results of these rows (missing rows: not matched yet). */
  resultsOf(portfolioId: string, rowIds: readonly string[]): Promise<RowMatchView[]>;
  /**
   * Row ids in a state, paged, ordered by rowId; with `caseIds`, only rows one of whose hit or candidate cases
   * is among them (the screen's filters by Bundesland, Verfahrensart and date, resolved to case ids).
   */
  rowIdsInState(
    portfolioId: string,
    state: RowState,
    page: { offset: number; limit: number },
    caseIds?: readonly number[],
  ): Promise<{ rowIds: string[]; total: number }>;
  /** Matching's progress of the portfolio's latest upload (the screen shows it). */
  progress(portfolioId: string): Promise<MatchProgress>;
  erasePortfolio(portfolioId: string): Promise<void>;

  // The matching's side.
  /**
   * A run over the upload's `total` rows begins (`läuft`, done 0) in this process, alive at `at` (ISO); an older
   * run's progress is replaced.
   */
  startRun(portfolioId: string, uploadId: string, total: number, at: string): Promise<void>;
  /** Writes results (replacing earlier ones of the same rows; with `keys`, the rows' lookup keys too). */
  saveResults(portfolioId: string, uploadId: string, results: readonly StoredRowResult[]): Promise<void>;
  /**
   * Replaces the lookup keys of rows whose results were written without them: the initial matching writes its
   * results in small slices (they die young in the collector) and the keys of many rows at once (a write of the
   * key index touches pages all over it: fewer, larger writes are much faster on SQLite).
   */
  saveKeys(
    portfolioId: string,
    rows: readonly { readonly rowId: string; readonly keys: readonly string[] }[],
  ): Promise<void>;
  /** The run's rows done so far, alive at `at` (ignored when another upload's run replaced it). */
  advanceRun(portfolioId: string, uploadId: string, done: number, at: string): Promise<void>;
  /** The run is still alive at `at` (a long phase without progress; ignored when another run replaced it). */
  reportRunAlive(portfolioId: string, uploadId: string, at: string): Promise<void>;
  /**
   * Runs still `läuft` whose process last reported before `aliveBefore` (ISO): cut off by a crash of another
   * API process of the distributed profile. A run stored without a report (older versions) counts as such.
   */
  staleRuns(aliveBefore: string): Promise<RunRef[]>;
  /**
   * Takes a stale run over for this process: true (and alive at `at`) only if it is still the upload's run,
   * `läuft` and last reported before `aliveBefore`; so of several processes that found it stale, one wins.
   */
  takeOverRun(portfolioId: string, uploadId: string, aliveBefore: string, at: string): Promise<boolean>;
  /**
   * Ends the run (`fertig`): results and keys of rows the run did not write (rows removed by the upload) go.
   * Ignored when another upload's run replaced it.
   */
  finishRun(portfolioId: string, uploadId: string): Promise<void>;
  /**
   * Rows of every portfolio indexed under one of the keys (a new notice's `lookupKeys`); a key under which more
   * than `maxPerKey` rows are indexed is skipped unless it names one company (`name:`, `reg:`, `regn:`).
   */
  rowsForKeys(keys: readonly string[], maxPerKey: number): Promise<RowRef[]>;
  /** The stored results with rows and cases (missing rows: not matched yet). */
  storedResults(portfolioId: string, rowIds: readonly string[]): Promise<StoredRowResult[]>;
}
