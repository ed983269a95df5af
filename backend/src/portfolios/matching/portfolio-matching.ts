import { Inject, Injectable, Logger } from '@nestjs/common';
import { backgroundTurn, sliceDeadline, sliceOver } from '../../platform/background/background-turns.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { MAX_KEY_ROWS, PortfolioEngine, reevaluateRow, type EvaluatedRow } from '../domain/matching/index.js';
import type { PortfolioRow } from '../domain/portfolio-row.js';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowMatchView,
  type StoredRowResult,
} from '../matching-store/portfolio-match-store.port.js';
import { CASE_MATCH_SOURCE, type CaseMatchSource } from './case-source/case-match-source.port.js';
import { PORTFOLIO_ROW_SOURCE, type PortfolioRowSource } from './portfolio-row-source.port.js';

export const PORTFOLIO_MATCHING = Symbol('PORTFOLIO_MATCHING');

export interface PortfolioMatching {
  /** Starts (in the background, returns at once) matching every row of the portfolio against all current cases;
   *  called after an upload is confirmed and after a decision changes nothing else. Idempotent; a second call
   *  for the same upload while one runs is ignored, for a newer upload restarts. */
  matchPortfolio(portfolioId: string, uploadId: string): Promise<void>;
  /** Re-evaluates one row now (after a user's decision), so the answer to the decision shows the new state. */
  rematchRow(portfolioId: string, rowId: string): Promise<RowMatchView>;
  /** Resolves once the portfolio's run in this process (if any) ended. */
  settled(portfolioId: string): Promise<void>;
}

/**
 * Rows read per batch from the row store, cases per page from the read model, results per store write. A page of
 * cases is small enough to die in the young generation (`--max-semi-space-size=8`): a page of 5,000 outlived
 * scavenges and filled the old generation with a million cases' garbage. Judging a case allocates about 14 KB
 * (its name's reading, the pairs' scores), so a page of 1,000 still lived through two scavenges (8 MiB each) and
 * was promoted with most of its pages (`--trace-gc`: 0.37 MiB per scavenge); a page of 250 mostly dies young.
 */
const ROW_BATCH = 5_000;
const CASE_BATCH = 250;
const SAVE_BATCH = 2_000;
/** Rows judged and written per read of their cases (their keys are written per `SAVE_BATCH`). */
const RESULT_SLICE = 250;
/**
 * How often a run tells the store it is alive during a phase without progress (reading the cases of a large
 * read model takes minutes): API processes of the distributed profile take over a run whose process stopped
 * reporting (`resume-matching/`, `STALE_RUN_MS`).
 */
export const ALIVE_EVERY_MS = 30_000;

/** The view as stored from one evaluated row. */
export function storedResult(
  evaluated: EvaluatedRow,
  row: PortfolioRow,
  matchedAt: string,
  keys?: readonly string[],
): StoredRowResult {
  const { match } = evaluated;
  return {
    rowId: evaluated.rowId,
    state: match.state,
    rule: match.state === 'Treffer' ? match.rule : null,
    hits: match.state === 'Treffer' ? match.hits : [],
    candidates: match.state === 'Kein Treffer' ? [] : match.candidates,
    matchedAt,
    row,
    cases: evaluated.cases,
    ...(keys ? { keys } : {}),
  };
}

export const viewOf = ({ row: _row, cases: _cases, keys: _keys, ...view }: StoredRowResult): RowMatchView => view;

/**
 * The portfolio matching (issue #31) in the process that serves the API: one run per portfolio at a time, in
 * background turns (a page of cases, then the event loop's turn), so requests keep being answered while
 * 100,000 rows meet 1,000,000 cases. The rows and their decisions come from the row store, the cases from the
 * cases read model (`CaseMatchSource`), the results, the rows' lookup keys and the progress go to the
 * `PortfolioMatchStore`. A run that a newer upload replaced stops at its next turn and writes nothing more.
 */
@Injectable()
export class BackgroundPortfolioMatching implements PortfolioMatching {
  private readonly logger = new Logger('PortfolioMatching');
  private readonly running = new Map<string, { uploadId: string; done: Promise<void> }>();
  /** What the last finished run did, in milliseconds per phase (the benchmark prints it). */
  lastRun: { rowsMs: number; casesMs: number; saveMs: number; cases: number; evaluated: number } | null = null;
  /** The phase of the run going on (the benchmark samples memory per phase). */
  phase: 'rows' | 'cases' | 'results' | null = null;

  constructor(
    @Inject(PORTFOLIO_ROW_SOURCE) private readonly rows: PortfolioRowSource,
    @Inject(CASE_MATCH_SOURCE) private readonly cases: CaseMatchSource,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly store: PortfolioMatchStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async matchPortfolio(portfolioId: string, uploadId: string): Promise<void> {
    if (this.running.get(portfolioId)?.uploadId === uploadId) return;
    const done = this.run(portfolioId, uploadId)
      .catch((error: unknown) => {
        // Logged with ids only; the progress stays 'läuft' until the next upload, or until a restart of the embedded
        // app resumes it (`resume-matching/`).
        this.logger.error(`matching of portfolio ${portfolioId} (upload ${uploadId}) failed: ${String(error)}`);
      })
      .finally(() => {
        if (this.running.get(portfolioId)?.uploadId === uploadId) this.running.delete(portfolioId);
      });
    this.running.set(portfolioId, { uploadId, done });
  }

  /** Resolves once the portfolio's current run ended (specs and the benchmark wait for it). */
  async settled(portfolioId: string): Promise<void> {
    for (let run = this.running.get(portfolioId); run; run = this.running.get(portfolioId)) await run.done;
  }

  async rematchRow(portfolioId: string, rowId: string): Promise<RowMatchView> {
    const [[stored], [row], decisions, { uploadId }] = await Promise.all([
      this.store.storedResults(portfolioId, [rowId]),
      this.rows.rowsById(portfolioId, [rowId]),
      this.rows.decisionsOf(portfolioId),
      this.store.progress(portfolioId),
    ]);
    const current = row ?? stored?.row;
    if (!current) throw new Error(`row ${rowId} of portfolio ${portfolioId} unknown`);
    const evaluated = reevaluateRow(rowId, current, stored?.cases ?? [], decisions.get(rowId));
    const result = storedResult(evaluated, current, this.clock.now().toISOString());
    await this.store.saveResults(portfolioId, uploadId ?? 'ohne-upload', [result]);
    return viewOf(result);
  }

  /**
   * The race of issue #31: a new notice arriving while the run streams is matched against the rows' stored
   * results (their keys from the previous upload find them) and written; the run's result, built from a stream
   * that may have passed before the notice's case came, must not overwrite it. Rows whose stored result is newer
   * than the run's start are evaluated again with the run's cases and the cases of the newer result the run does
   * not know (the run's copy of a case both know wins: it was read later), so the newer evaluation's case stays.
   */
  private async keepNewerEvaluations(portfolioId: string, results: StoredRowResult[], began: string): Promise<void> {
    const views = await this.store.resultsOf(
      portfolioId,
      results.map((r) => r.rowId),
    );
    const newer = new Set(views.filter((v) => v.matchedAt > began).map((v) => v.rowId));
    if (newer.size === 0) return;
    const stored = new Map((await this.store.storedResults(portfolioId, [...newer])).map((s) => [s.rowId, s]));
    // A decision taken during the run (it re-evaluated its row at once) counts too.
    const current = await this.rows.decisionsOf(portfolioId);
    results.forEach((result, i) => {
      const touched = stored.get(result.rowId);
      if (!touched) return;
      const known = new Set(result.cases.map((c) => c.caseId));
      const cases = [...result.cases, ...touched.cases.filter((c) => !known.has(c.caseId))];
      const evaluated = reevaluateRow(result.rowId, result.row, cases, current.get(result.rowId));
      const at = touched.matchedAt > result.matchedAt ? touched.matchedAt : result.matchedAt;
      results[i] = storedResult(evaluated, result.row, at, result.keys);
    });
  }

  private superseded(portfolioId: string, uploadId: string): boolean {
    return this.running.get(portfolioId)?.uploadId !== uploadId;
  }

  private async run(portfolioId: string, uploadId: string): Promise<void> {
    // Let a replaced run see that it is replaced before this one starts writing.
    await backgroundTurn();
    // A result stored after this moment was written by a new notice (or a decision) while the run streamed.
    const began = this.clock.now().toISOString();
    this.phase = 'rows';
    let phase = performance.now();
    let reported = phase;
    const stillAlive = async () => {
      if (performance.now() - reported < ALIVE_EVERY_MS) return;
      reported = performance.now();
      await this.store.reportRunAlive(portfolioId, uploadId, this.clock.now().toISOString());
    };
    // A row is let go (undefined) once its result is built.
    const rows: ({ rowId: string; row: PortfolioRow } | undefined)[] = [];
    for await (const batch of this.rows.rowsOf(portfolioId, ROW_BATCH)) {
      for (const { rowId, ...row } of batch) rows.push({ rowId, row });
      await stillAlive();
    }
    const decisions = await this.rows.decisionsOf(portfolioId);
    if (this.superseded(portfolioId, uploadId)) return;
    await this.store.startRun(portfolioId, uploadId, rows.length, this.clock.now().toISOString());
    reported = performance.now();
    // The engine keeps only ids and strengths of candidate cases: the cases are read again per batch of results.
    const engine = new PortfolioEngine(rows as { rowId: string; row: PortfolioRow }[], decisions, MAX_KEY_ROWS, false);
    const rowsMs = performance.now() - phase;
    this.phase = 'cases';
    phase = performance.now();
    // Cases in slices of a few milliseconds between the event loop's other work (requests, the matcher).
    let deadline = sliceDeadline();
    for await (const page of this.cases.allCases(CASE_BATCH)) {
      for (const c of page) {
        engine.offer(c);
        if (!sliceOver(deadline)) continue;
        await backgroundTurn();
        if (this.superseded(portfolioId, uploadId)) return;
        await stillAlive();
        deadline = sliceDeadline();
      }
    }
    engine.releaseIndexes();
    const casesMs = performance.now() - phase;
    this.phase = 'results';
    phase = performance.now();
    const matchedAt = this.clock.now().toISOString();
    // Results a slice of rows at a time, read, judged and written at once (a slice's cases, results and the
    // ladder's garbage die young in the collector); the keys per batch of rows (the key index is much faster
    // written in large batches), built from the rows' identities just before they are written, so that no key
    // string lives through the batch (keys held for 2,000 rows were promoted to the old generation).
    const keysOf = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => ({ rowId: engine.rowIdAt(from + k), keys: engine.keysAt(from + k) }));
    for (let from = 0; from < engine.rowCount; from += SAVE_BATCH) {
      const to = Math.min(from + SAVE_BATCH, engine.rowCount);
      for (let slice = from; slice < to; slice += RESULT_SLICE) {
        const end = Math.min(slice + RESULT_SLICE, to);
        const ids = new Set<number>();
        for (let i = slice; i < end; i++) for (const caseId of engine.caseIdsAt(i)) ids.add(caseId);
        const byId = new Map((await this.cases.casesById([...ids])).map((c) => [c.caseId, c]));
        const results: StoredRowResult[] = [];
        for (let i = slice; i < end; i++) {
          results.push(storedResult(engine.resultAt(i, byId), rows[i]!.row, matchedAt));
          rows[i] = undefined;
        }
        if (this.superseded(portfolioId, uploadId)) {
          // The keys of the results written so far (the newer run replaces them with its own).
          await this.store.saveKeys(portfolioId, keysOf(from, slice));
          return;
        }
        await this.keepNewerEvaluations(portfolioId, results, began);
        await this.store.saveResults(portfolioId, uploadId, results);
        await stillAlive();
      }
      await this.store.saveKeys(portfolioId, keysOf(from, to));
      for (let i = from; i < to; i++) engine.releaseRow(i);
      await this.store.advanceRun(portfolioId, uploadId, to, this.clock.now().toISOString());
      reported = performance.now();
      await backgroundTurn();
    }
    await this.store.finishRun(portfolioId, uploadId);
    const saveMs = performance.now() - phase;
    this.phase = null;
    this.lastRun = { rowsMs, casesMs, saveMs, cases: engine.offered, evaluated: engine.evaluated };
  }
}
