import { Inject, Injectable, Optional } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import {
  assess,
  caseIdentity,
  evaluateRow,
  MAX_KEY_ROWS,
  nameScore,
  noticeLookupKeys,
  rowIdentity,
  RULE_LABELS,
  type CandidateCase,
  type MatchIdentity,
} from '../domain/matching/index.js';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowRef,
  type StoredRowResult,
} from '../matching-store/portfolio-match-store.port.js';
import type {
  NoticeFacts,
  PortfolioNoticeHit,
  PortfolioNoticeMatcher,
} from '../../alerts/portfolio-alerts/portfolio-notice-matcher.port.js';
import { CASE_MATCH_SOURCE, type CaseMatchSource } from './case-source/case-match-source.port.js';
import { storedResult } from './portfolio-matching.js';
import { PORTFOLIO_ROW_SOURCE, type PortfolioRowSource } from './portfolio-row-source.port.js';

/**
 * A word key of the store's index read for a new notice only while it names at most this many rows of all
 * portfolios (as the engine's `MAX_KEY_ROWS`): word keys are stored narrowed to postal codes, so a longer list is
 * a common word at one place ("bau" in 10115), and the row meets the notice by its other word or its name.
 */
export const NOTICE_MAX_KEY_ROWS = MAX_KEY_ROWS;

/** The case of a notice from the message's facts (folded name and city: enough for the ladder, not for display). */
export function caseOfNotice(notice: NoticeFacts): CandidateCase {
  return {
    caseId: notice.caseId,
    companyName: notice.nameTokens.join(' '),
    legalForm: notice.legalForm ?? null,
    postalCode: notice.postalCode ?? null,
    city: notice.cityKey ?? null,
    registerCourt: notice.registerCourt ?? null,
    registerType: notice.registerType ?? null,
    registerNumber: notice.registerNumber ?? null,
    court: '',
    caseNumber: '',
    publicationDate: notice.publicationDate,
  };
}

/** The new notices' portfolio matching, and `matchCase` for a case at hand (the benchmark, specs). */
export interface PortfolioCaseMatcher extends PortfolioNoticeMatcher {
  /**
   * Re-evaluates the portfolio rows a new notice's case may concern (found through the key index), stores the
   * changed results and answers the rows whose hits or review candidates include the case. Idempotent: a repeat of the same notice
   * finds the case among the rows' cases already and answers the same rows.
   */
  matchCase(c: CandidateCase, at: string): Promise<PortfolioNoticeHit[]>;
}

/**
 * The reverse of the portfolio engine for one new case: case → lookup keys → rows of every portfolio → each row
 * again with its stored cases, the new case and its decisions. Reads only the match store and the decisions.
 */
@Injectable()
export class PortfolioNoticeMatching implements PortfolioCaseMatcher {
  constructor(
    @Inject(PORTFOLIO_MATCH_STORE) private readonly store: PortfolioMatchStore,
    @Inject(PORTFOLIO_ROW_SOURCE) private readonly rows: PortfolioRowSource,
    @Inject(CASE_MATCH_SOURCE) private readonly cases: CaseMatchSource,
    /** The time a re-evaluation is written with (a run that began before it keeps it); absent: the notice's. */
    @Optional() @Inject(CLOCK) private readonly clock: Clock | null = null,
  ) {}

  async matchNotice(notice: NoticeFacts, at: string): Promise<PortfolioNoticeHit[]> {
    const [known] = await this.cases.casesById([notice.caseId]);
    return this.matchCase(known ?? caseOfNotice(notice), at);
  }

  async matchCase(c: CandidateCase, at: string): Promise<PortfolioNoticeHit[]> {
    const id = caseIdentity(c);
    if (id.nameKey === '' && !id.register) return [];
    const refs = await this.store.rowsForKeys(noticeLookupKeys(id), NOTICE_MAX_KEY_ROWS);
    const hits: PortfolioNoticeHit[] = [];
    for (const [portfolioId, rowIds] of byPortfolio(refs)) {
      // Most rows a notice's keys find share a word with it and nothing more: the new case alone decides
      // (without evidence and not among the row's cases it changes nothing), before the row's stored cases and
      // the decisions are read. A confirmed case is always among the row's cases (`evaluateRow` keeps it).
      let befores = await this.store.storedResults(portfolioId, rowIds);
      for (let attempt = 1; ; attempt++) {
        const evaluation = await this.evaluate(portfolioId, c, id, befores, at);
        if (evaluation.changed.length === 0) break;
        // The newer evaluation wins (issue #31's race): a row written meanwhile (the portfolio's run, another
        // notice) is evaluated again from what was written, not overwritten with a result of the older one.
        const changedIds = evaluation.changed.map((r) => r.rowId);
        const seen = new Map(befores.map((b) => [b.rowId, b.matchedAt]));
        const now = await this.store.resultsOf(portfolioId, changedIds);
        if (attempt < MAX_ATTEMPTS && now.some((v) => v.matchedAt !== seen.get(v.rowId))) {
          befores = await this.store.storedResults(portfolioId, rowIds);
          continue;
        }
        const { uploadId } = await this.store.progress(portfolioId);
        await this.store.saveResults(portfolioId, uploadId ?? 'ohne-upload', evaluation.changed);
        hits.push(...evaluation.hits);
        break;
      }
    }
    return hits;
  }

  /** The rows of one portfolio the case concerns, evaluated again with it: what to write and the hits. */
  private async evaluate(
    portfolioId: string,
    c: CandidateCase,
    id: MatchIdentity,
    befores: readonly StoredRowResult[],
    at: string,
  ): Promise<{ changed: StoredRowResult[]; hits: PortfolioNoticeHit[] }> {
    const changed: StoredRowResult[] = [];
    const hits: PortfolioNoticeHit[] = [];
    const concerned = [];
    for (const before of befores) {
      const identity = rowIdentity(before.row);
      const known = before.cases.some((kept) => kept.caseId === c.caseId);
      if (known || assess(identity, id, nameScore(identity, id))) concerned.push({ before, identity });
    }
    if (concerned.length === 0) return { changed, hits };
    const decisions = await this.rows.decisionsOf(portfolioId);
    const now = this.clock?.now().toISOString() ?? at;
    const matchedAt = now > at ? now : at;
    for (const { before, identity } of concerned) {
      const cases = [...before.cases.filter((kept) => kept.caseId !== c.caseId), c];
      const evaluated = evaluateRow(before.rowId, identity, cases, decisions.get(before.rowId));
      // Only rows the case concerns are written: the others stay as they were.
      if (!evaluated.cases.some((kept) => kept.caseId === c.caseId)) continue;
      const after = storedResult(evaluated, before.row, matchedAt);
      changed.push(after);
      // A hit, or a candidate to review (webhooks tell both; the mails name the hits only).
      const hit = after.hits.find((h) => h.caseId === c.caseId);
      const found = hit ?? after.candidates.find((h) => h.caseId === c.caseId);
      if (found) {
        hits.push({
          state: hit ? 'Treffer' : 'Prüfen',
          portfolioId,
          rowId: before.rowId,
          customerNumber: before.row.customerNumber,
          name: before.row.name,
          ruleLabel: RULE_LABELS[found.rule],
          reason: found.reason,
        });
      }
    }
    return { changed, hits };
  }
}

/** Evaluations of one notice's rows of a portfolio (a row written meanwhile is evaluated again). */
const MAX_ATTEMPTS = 3;

function byPortfolio(refs: readonly RowRef[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { portfolioId, rowId } of refs) grouped.set(portfolioId, [...(grouped.get(portfolioId) ?? []), rowId]);
  return grouped;
}
