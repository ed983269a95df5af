import { Inject, Injectable } from '@nestjs/common';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowState,
} from '../matching-store/portfolio-match-store.port.js';
import {
  PORTFOLIO_ROW_STORE,
  type PortfolioRecord,
  type PortfolioRowStore,
  type UploadRecord,
} from '../rows/portfolio-row-store.port.js';
import { openUploadOf, type OpenUpload } from '../uploads/open-uploads.js';

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
  /** The newest upload neither taken over nor failed: the wizard to go back to (or to discard). */
  readonly openUpload: OpenUpload | null;
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
  constructor(
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
  ) {}

  async summary(portfolio: PortfolioRecord): Promise<PortfolioSummary> {
    const [counts, progress, uploads] = await Promise.all([
      this.matches.counts(portfolio.id),
      this.matches.progress(portfolio.id),
      this.rows.uploadsOf(portfolio.id),
    ]);
    return {
      id: portfolio.id,
      name: portfolio.name,
      mode: portfolio.mode,
      rowCount: portfolio.rowCount,
      counts: stateCounts(counts),
      lastUpload: portfolio.lastUpload,
      matching: { state: progress.state, done: progress.done, total: progress.total },
      openUpload: openUploadOf(uploads),
      createdAt: portfolio.createdAt,
    };
  }
}
