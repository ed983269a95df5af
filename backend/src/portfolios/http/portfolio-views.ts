import { Inject, Injectable } from '@nestjs/common';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowState,
} from '../matching-store/portfolio-match-store.port.js';
import type { PortfolioRecord, UploadRecord } from '../rows/portfolio-row-store.port.js';

export interface StateCounts {
  readonly treffer: number;
  readonly pruefen: number;
  readonly keinTreffer: number;
}

export interface PortfolioSummary {
  readonly id: string;
  readonly name: string;
  readonly mode: PortfolioRecord['mode'];
  readonly rowCount: number;
  readonly counts: StateCounts;
  readonly lastUpload: { readonly fileName: string; readonly confirmedAt: string } | null;
  readonly matching: { readonly state: 'wartet' | 'läuft' | 'fertig'; readonly done: number; readonly total: number };
  readonly createdAt: string;
}

export type UploadView = Omit<UploadRecord, 'portfolioId' | 'ownerId' | 'createdAt' | 'updatedAt'>;

export const stateCounts = (counts: Record<RowState, number>): StateCounts => ({
  treffer: counts.Treffer,
  pruefen: counts['Prüfen'],
  keinTreffer: counts['Kein Treffer'],
});

export function uploadView(upload: UploadRecord): UploadView {
  const { id, fileName, state, progress, error, headers, mapping, sample, validation, diff } = upload;
  return { id, fileName, state, progress, error, headers, mapping, sample, validation, diff };
}

/** A portfolio as the list and the detail screen show it (counts and progress from the match store). */
@Injectable()
export class PortfolioViews {
  constructor(@Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore) {}

  async summary(portfolio: PortfolioRecord): Promise<PortfolioSummary> {
    const [counts, progress] = await Promise.all([
      this.matches.counts(portfolio.id),
      this.matches.progress(portfolio.id),
    ]);
    return {
      id: portfolio.id,
      name: portfolio.name,
      mode: portfolio.mode,
      rowCount: portfolio.rowCount,
      counts: stateCounts(counts),
      lastUpload: portfolio.lastUpload,
      matching: { state: progress.state, done: progress.done, total: progress.total },
      createdAt: portfolio.createdAt,
    };
  }
}
