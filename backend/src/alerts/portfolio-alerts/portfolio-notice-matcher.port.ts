/**
 * What the alert matcher asks the portfolios about a new notice (issue #31): the portfolio rows its case is now a
 * hit of. The portfolios module implements it (`PortfolioNoticeMatching`) and provides it under this token; the
 * matcher runs without portfolio alerts where nobody provides it. Published like the match log: portfolios
 * implement this file, nothing else of the alerts module.
 */
export const PORTFOLIO_NOTICE_MATCHER = Symbol('PORTFOLIO_NOTICE_MATCHER');

/**
 * What the new-case feed's message says of a notice's case (a subset of `NewCaseMessage`): the name only as
 * folded tokens.
 */
export interface NoticeFacts {
  readonly caseId: number;
  readonly publicationDate: string;
  readonly nameTokens: readonly string[];
  readonly legalForm?: string | null;
  readonly postalCode?: string | null;
  readonly cityKey?: string | null;
  readonly registerCourt?: string | null;
  readonly registerType?: string | null;
  readonly registerNumber?: string | null;
}

/**
 * A portfolio row a new notice's case is now a hit ("Treffer") or a candidate to review ("Prüfen") of: what a
 * portfolio alert names. The mails tell the hits, webhooks both (issue #31).
 */
export interface PortfolioNoticeHit {
  readonly state: 'Treffer' | 'Prüfen';
  readonly portfolioId: string;
  readonly rowId: string;
  readonly customerNumber: string | null;
  readonly name: string;
  /** German label of the rule that matched ("Registereintrag", "Name und PLZ", …) and the reason. */
  readonly ruleLabel: string;
  readonly reason: string;
}

export interface PortfolioNoticeMatcher {
  /**
   * Re-evaluates the portfolio rows the notice's case may concern, stores their results and answers the rows
   * whose hits or review candidates include the case. Idempotent: the same notice again answers the same rows.
   */
  matchNotice(notice: NoticeFacts, at: string): Promise<PortfolioNoticeHit[]>;
}
