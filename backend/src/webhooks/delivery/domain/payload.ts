/**
 * The JSON a webhook receiver gets (documented in the OpenAPI description and the README). `type` names the event
 * and `version` its shape: a change that could break a receiver gets a new version, additions do not. The case
 * part holds what identifies a case publicly (court, Aktenzeichen, company) and a link to its page.
 */
export const PAYLOAD_VERSION = 1;

export interface CasePayload {
  readonly id: number;
  /** The stable key of the case (court + Aktenzeichen), as in the match log. */
  readonly key: string;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly publicationDate: string;
  /** When the product first saw the notice; null when the installation does not record it. */
  readonly detectedAt: string | null;
  readonly url: string;
}

export interface AlertPayload {
  readonly kind: 'subscription' | 'saved-search';
  readonly id: string;
  readonly name: string;
  /** Only when the case reached the alert over the debtor's file (issue #32): why, in German. */
  readonly reason?: string;
}

export interface CaseMatchedPayload {
  readonly type: 'insolvency.case.matched';
  readonly version: typeof PAYLOAD_VERSION;
  readonly timestamp: string;
  readonly data: { readonly case: CasePayload; readonly alert: AlertPayload };
}

/** What the portal changed of a recorded notice (issue #32). */
export interface ChangePayload {
  readonly kind: 'corrected' | 'withdrawn';
  /** When the product saw the correction or the withdrawal. */
  readonly at: string;
  /** "Verwalter Dr. A → Dr. B" (German), or which notice was withdrawn. */
  readonly summary: string;
}

/** A notice an alert matched was corrected or withdrawn by the portal: the case, the alert and what changed. */
export interface CaseCorrectedPayload {
  readonly type: 'insolvency.case.corrected';
  readonly version: typeof PAYLOAD_VERSION;
  readonly timestamp: string;
  readonly data: { readonly case: CasePayload; readonly alert: AlertPayload; readonly change: ChangePayload };
}

export interface TestPayload {
  readonly type: 'webhook.test';
  readonly version: typeof PAYLOAD_VERSION;
  readonly timestamp: string;
  readonly data: { readonly endpointId: string; readonly message: string };
}

/** A portfolio as a portfolio hit names it (issue #31). */
export interface PortfolioRefPayload {
  readonly id: string;
  readonly name: string;
}

/** The customer row of a portfolio as uploaded. */
export interface PortfolioRowPayload {
  readonly customerNumber: string | null;
  readonly name: string;
}

/** How the row met the case: the state and the rule, with the same German labels as the mails. */
export interface PortfolioMatchFacts {
  readonly state: 'Treffer' | 'Prüfen';
  /** "Registereintrag", "Name und PLZ", "Name und Ort", "Ähnlicher Name", "Von Ihnen bestätigt". */
  readonly rule: string;
  /** The ladder's reason ("Name und PLZ 80331 stimmen überein"). */
  readonly reason: string;
  /** Similarity of the names, 0–1. */
  readonly score: number;
}

/**
 * A new notice's case is a "Treffer" or "Prüfen" of a portfolio row (issue #31): one event per row and case,
 * naming the portfolio, the customer and the case; a correction adds `change` as `insolvency.case.corrected` does.
 */
export interface PortfolioMatchPayload {
  readonly type: 'insolvency.portfolio.match';
  readonly version: typeof PAYLOAD_VERSION;
  readonly timestamp: string;
  readonly data: {
    readonly portfolio: PortfolioRefPayload;
    readonly row: PortfolioRowPayload;
    readonly match: PortfolioMatchFacts;
    readonly case: CasePayload;
    readonly change?: ChangePayload;
  };
}

export type WebhookPayload = CaseMatchedPayload | CaseCorrectedPayload | PortfolioMatchPayload | TestPayload;
export type WebhookEventType = WebhookPayload['type'];

export function caseMatchedPayload(
  matchedAt: string,
  facts: Omit<CasePayload, 'url'>,
  alert: AlertPayload,
  publicBaseUrl: string,
  change?: ChangePayload,
): CaseMatchedPayload | CaseCorrectedPayload {
  const data = { case: { ...facts, url: caseUrl(publicBaseUrl, facts.id) }, alert };
  if (change) {
    return {
      type: 'insolvency.case.corrected',
      version: PAYLOAD_VERSION,
      timestamp: matchedAt,
      data: { ...data, change },
    };
  }
  return { type: 'insolvency.case.matched', version: PAYLOAD_VERSION, timestamp: matchedAt, data };
}

export function portfolioMatchPayload(
  matchedAt: string,
  facts: Omit<CasePayload, 'url'>,
  hit: {
    readonly portfolio: PortfolioRefPayload;
    readonly row: PortfolioRowPayload;
    readonly match: PortfolioMatchFacts;
  },
  publicBaseUrl: string,
  change?: ChangePayload,
): PortfolioMatchPayload {
  return {
    type: 'insolvency.portfolio.match',
    version: PAYLOAD_VERSION,
    timestamp: matchedAt,
    data: {
      portfolio: { id: hit.portfolio.id, name: hit.portfolio.name },
      row: { customerNumber: hit.row.customerNumber, name: hit.row.name },
      match: { state: hit.match.state, rule: hit.match.rule, reason: hit.match.reason, score: hit.match.score },
      case: { ...facts, url: caseUrl(publicBaseUrl, facts.id) },
      ...(change ? { change } : {}),
    },
  };
}

function caseUrl(publicBaseUrl: string, caseId: number): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/case/${caseId}`;
}

export function testPayload(endpointId: string, at: Date): TestPayload {
  return {
    type: 'webhook.test',
    version: PAYLOAD_VERSION,
    timestamp: at.toISOString(),
    data: { endpointId, message: 'Testereignis des Insolvenzmonitors' },
  };
}
