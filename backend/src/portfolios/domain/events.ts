import type { Verdict } from './matching/match-row.js';

/**
 * Events of a portfolio (issue #31), stream `portfolio-<uuid>` (a random id, no personal data in the name). The
 * rows are no events (README "Portfolios", storage decision): they are the customer's document, replaced by every
 * re-upload and kept in the PortfolioRowStore; the stream records the portfolio's life and counts only.
 */
/** `aus` (session 32): no mails, the hits only in the app and through webhooks (a mail's unsubscribe link sets it). */
export type PortfolioMode = 'täglich' | 'sofort' | 'aus';
export const PORTFOLIO_MODES: readonly PortfolioMode[] = ['täglich', 'sofort', 'aus'];

export interface PortfolioCreated {
  readonly type: 'PortfolioCreated';
  readonly data: {
    readonly portfolioId: string;
    readonly ownerId: string;
    readonly name: string;
    readonly mode: PortfolioMode;
  };
}

export interface PortfolioRenamed {
  readonly type: 'PortfolioRenamed';
  readonly data: { readonly portfolioId: string; readonly name: string };
}

export interface PortfolioModeChanged {
  readonly type: 'PortfolioModeChanged';
  readonly data: { readonly portfolioId: string; readonly mode: PortfolioMode };
}

/** An upload was taken: counts only, no row data (the rows are in the row store). */
export interface PortfolioUploadConfirmed {
  readonly type: 'PortfolioUploadConfirmed';
  readonly data: {
    readonly portfolioId: string;
    readonly uploadId: string;
    readonly fileName: string;
    readonly total: number;
    readonly added: number;
    readonly changed: number;
    readonly removed: number;
  };
}

/** The user's answer to "is this case this customer?" (ids only, no names). */
export interface PortfolioDecisionRecorded {
  readonly type: 'PortfolioDecisionRecorded';
  readonly data: {
    readonly portfolioId: string;
    readonly rowId: string;
    readonly caseId: number;
    readonly verdict: Verdict;
  };
}

export interface PortfolioDeleted {
  readonly type: 'PortfolioDeleted';
  readonly data: { readonly portfolioId: string };
}

/** Audit record of a deleted portfolio (`portfolioaudit-<id>`), written before `portfolio-<id>` is hard-deleted. */
export interface PortfolioErased {
  readonly type: 'PortfolioErased';
  readonly data: { readonly portfolioId: string; readonly erasedAt: string; readonly erasedBy: string };
}

export type PortfolioEvent =
  | PortfolioCreated
  | PortfolioRenamed
  | PortfolioModeChanged
  | PortfolioUploadConfirmed
  | PortfolioDecisionRecorded
  | PortfolioDeleted;

export const portfolioStream = (portfolioId: string): string => `portfolio-${portfolioId}`;
export const portfolioAuditStream = (portfolioId: string): string => `portfolioaudit-${portfolioId}`;
