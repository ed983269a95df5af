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
}

export interface CaseMatchedPayload {
  readonly type: 'insolvency.case.matched';
  readonly version: typeof PAYLOAD_VERSION;
  readonly timestamp: string;
  readonly data: { readonly case: CasePayload; readonly alert: AlertPayload };
}

export interface TestPayload {
  readonly type: 'webhook.test';
  readonly version: typeof PAYLOAD_VERSION;
  readonly timestamp: string;
  readonly data: { readonly endpointId: string; readonly message: string };
}

export type WebhookPayload = CaseMatchedPayload | TestPayload;
export type WebhookEventType = WebhookPayload['type'];

export function caseMatchedPayload(
  matchedAt: string,
  facts: Omit<CasePayload, 'url'>,
  alert: AlertPayload,
  publicBaseUrl: string,
): CaseMatchedPayload {
  return {
    type: 'insolvency.case.matched',
    version: PAYLOAD_VERSION,
    timestamp: matchedAt,
    data: { case: { ...facts, url: `${publicBaseUrl.replace(/\/+$/, '')}/case/${facts.id}` }, alert },
  };
}

export function testPayload(endpointId: string, at: Date): TestPayload {
  return {
    type: 'webhook.test',
    version: PAYLOAD_VERSION,
    timestamp: at.toISOString(),
    data: { endpointId, message: 'Testereignis des Insolvenzmonitors' },
  };
}
