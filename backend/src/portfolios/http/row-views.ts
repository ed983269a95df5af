import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CaseDetailResponse } from '../../cases/get-case/case-detail.response.js';
import { GetCaseQuery } from '../../cases/get-case/get-case.query.js';
import { RULE_LABELS, type MatchCandidate } from '../domain/matching/index.js';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowMatchView,
  type RowState,
} from '../matching-store/portfolio-match-store.port.js';
import type { StoredPortfolioRow } from '../rows/portfolio-row-store.port.js';

export interface CaseMatchView {
  readonly caseId: number;
  readonly rule: string;
  readonly ruleLabel: string;
  readonly score: number;
  readonly reason: string;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly status: string;
  readonly procedureType: string;
  readonly bundesland: string | null;
  readonly publicationDate: string;
  readonly administrator: string | null;
  readonly claimsDeadline: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly register: string | null;
}

export interface RowView {
  readonly rowId: string;
  readonly customerNumber: string | null;
  readonly name: string;
  readonly legalForm: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly register: string | null;
  readonly state: RowState;
  readonly rule: string | null;
  readonly hits: CaseMatchView[];
  readonly candidates: CaseMatchView[];
}

const registerText = (parts: readonly (string | null | undefined)[]) => {
  const text = parts.filter((p) => p && p.trim() !== '').join(' ');
  return text === '' ? null : text;
};

/**
 * Rows as the screen and the export show them: the row's fields, its state from the match store and the facts of
 * its hit and candidate cases (through the cases module's query; a case erased meanwhile is left out).
 */
@Injectable()
export class RowViews {
  constructor(
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
    private readonly queries: QueryBus,
  ) {}

  async views(portfolioId: string, rows: readonly StoredPortfolioRow[]): Promise<RowView[]> {
    const results = new Map(
      (
        await this.matches.resultsOf(
          portfolioId,
          rows.map((r) => r.rowId),
        )
      ).map((r) => [r.rowId, r] as const),
    );
    const cases = new Map<number, CaseDetailResponse | null>();
    return Promise.all(rows.map((row) => this.view(row, results.get(row.rowId), cases)));
  }

  private async view(
    row: StoredPortfolioRow,
    result: RowMatchView | undefined,
    cases: Map<number, CaseDetailResponse | null>,
  ): Promise<RowView> {
    const facts = async (candidates: readonly MatchCandidate[]) =>
      (await Promise.all(candidates.map((c) => this.caseMatch(c, cases)))).filter(
        (c): c is CaseMatchView => c !== null,
      );
    return {
      rowId: row.rowId,
      customerNumber: row.customerNumber,
      name: row.name,
      legalForm: row.legalForm,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      register: registerText([row.registerCourt, row.registerType, row.registerNumber]),
      state: result?.state ?? 'Kein Treffer',
      rule: result?.rule ?? null,
      hits: await facts(result?.hits ?? []),
      candidates: await facts(result?.candidates ?? []),
    };
  }

  private async caseMatch(
    candidate: MatchCandidate,
    cases: Map<number, CaseDetailResponse | null>,
  ): Promise<CaseMatchView | null> {
    if (!cases.has(candidate.caseId)) {
      cases.set(candidate.caseId, await this.queries.execute(new GetCaseQuery(candidate.caseId)).catch(() => null));
    }
    const found = cases.get(candidate.caseId);
    if (!found) return null;
    return {
      caseId: candidate.caseId,
      rule: candidate.rule,
      ruleLabel: RULE_LABELS[candidate.rule],
      score: candidate.score,
      reason: candidate.reason,
      companyName: found.companyName,
      court: found.court,
      caseNumber: found.caseNumber,
      status: found.status,
      procedureType: found.procedureType,
      bundesland: found.state,
      publicationDate: found.publicationDate,
      administrator: found.administrator,
      claimsDeadline: found.facts?.claimsDeadline ?? null,
      postalCode: found.postalCode,
      city: found.city,
      register: found.register
        ? registerText([found.register.court, found.register.type, found.register.number])
        : null,
    };
  }
}
