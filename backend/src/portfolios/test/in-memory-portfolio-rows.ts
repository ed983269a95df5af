import type { PortfolioMode } from '../domain/events.js';
import type { Verdict } from '../domain/matching/index.js';
import type { PortfolioRowSource, SourcedPortfolioRow } from '../matching/portfolio-row-source.port.js';

/** The matching's view of the row store in memory, for the matching's specs and the benchmark. */
export class InMemoryPortfolioRows implements PortfolioRowSource {
  readonly rows = new Map<string, SourcedPortfolioRow[]>();
  readonly decisions = new Map<string, Map<string, Map<number, Verdict>>>();
  readonly portfolios = new Map<string, { ownerId: string; name: string; mode: PortfolioMode }>();

  setRows(portfolioId: string, rows: readonly SourcedPortfolioRow[]): void {
    this.rows.set(
      portfolioId,
      [...rows].sort((a, b) => (a.rowId < b.rowId ? -1 : a.rowId > b.rowId ? 1 : 0)),
    );
  }

  decide(portfolioId: string, rowId: string, caseId: number, verdict: Verdict): void {
    const ofPortfolio = this.decisions.get(portfolioId) ?? new Map<string, Map<number, Verdict>>();
    this.decisions.set(portfolioId, ofPortfolio);
    ofPortfolio.set(rowId, new Map(ofPortfolio.get(rowId) ?? []).set(caseId, verdict));
  }

  async *rowsOf(portfolioId: string, batchSize: number): AsyncIterable<SourcedPortfolioRow[]> {
    const rows = this.rows.get(portfolioId) ?? [];
    for (let i = 0; i < rows.length; i += batchSize) yield rows.slice(i, i + batchSize);
  }

  async rowsById(portfolioId: string, rowIds: readonly string[]): Promise<SourcedPortfolioRow[]> {
    const wanted = new Set(rowIds);
    return (this.rows.get(portfolioId) ?? []).filter((r) => wanted.has(r.rowId));
  }

  async decisionsOf(portfolioId: string): Promise<ReadonlyMap<string, ReadonlyMap<number, Verdict>>> {
    return this.decisions.get(portfolioId) ?? new Map();
  }

  async portfolio(portfolioId: string) {
    return this.portfolios.get(portfolioId) ?? null;
  }
}
