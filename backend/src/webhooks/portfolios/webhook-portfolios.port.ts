/**
 * What webhooks ask the portfolios (issue #31): a user's portfolios (the feed chooser, the decider's ownership
 * check, `{all:true}`), a batch's portfolios with their owners, and the rows of a portfolio a case is a "Treffer"
 * or "Prüfen" of. The portfolios module implements it over its row and match stores (SQLite and MongoDB) and the
 * composition root hands it in (`WebhooksModule.consuming(alerts, portfolios)`), as the alert matcher gets the
 * notice matching: webhooks never import the portfolios module. Without it, webhooks carry no portfolio hits.
 */
export const WEBHOOK_PORTFOLIOS = Symbol('WEBHOOK_PORTFOLIOS');

export interface WebhookPortfolio {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
}

/** A portfolio row a case concerns, as the webhook names it. */
export interface PortfolioHitRow {
  readonly rowId: string;
  readonly customerNumber: string | null;
  /** The name as uploaded. */
  readonly name: string;
  readonly state: 'Treffer' | 'Prüfen';
  /** German label of the rule, as the mails name it ("Registereintrag", "Name und PLZ", …). */
  readonly ruleLabel: string;
  /** The ladder's reason ("Name und PLZ 80331 stimmen überein"). */
  readonly reason: string;
  /** Similarity 0–1 of the names (1 for register key and exact names). */
  readonly score: number;
}

/** At most this many rows of one portfolio are sent per case (one company; more are in the portfolio screen). */
export const MAX_WEBHOOK_ROWS_PER_CASE = 100;

export interface WebhookPortfolios {
  /** The user's portfolios, oldest first. */
  portfoliosOf(ownerId: string): Promise<WebhookPortfolio[]>;
  /** These portfolios with their owners; unknown (deleted) ones are left out. */
  portfoliosById(ids: readonly string[]): Promise<WebhookPortfolio[]>;
  /** The portfolio's rows whose current result names the case as hit ("Treffer") or candidate ("Prüfen"). */
  rowsOfCase(portfolioId: string, caseId: number, limit: number): Promise<PortfolioHitRow[]>;
}
