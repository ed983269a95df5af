import { DomainError } from '../../platform/command-handling/domain-error.js';

/** The text a free user gets (the pricing page sells webhooks with "API-Zugang" in Pro). */
export const WEBHOOKS_PRO_REQUIRED = 'Pro-Abonnement erforderlich für Webhooks (API-Zugang)';

/** Unknown, deleted, or someone else's: the same answer, so ids reveal nothing (docs/DESIGN.md §10). */
export class WebhookEndpointNotFound extends DomainError {
  constructor() {
    super('not_found', 'webhook_not_found', 'Der Webhook wurde nicht gefunden.');
  }
}

export class WebhookEndpointExists extends DomainError {
  constructor() {
    super('conflict', 'webhook_exists', 'Der Webhook existiert bereits.');
  }
}

export class WebhooksRequirePro extends DomainError {
  constructor() {
    super('forbidden', 'pro_required', WEBHOOKS_PRO_REQUIRED);
  }
}

export class WebhookLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super(
      'invalid',
      'webhook_limit',
      `Sie können höchstens ${limit} Webhooks einrichten. Bitte löschen Sie nicht mehr benötigte Webhooks.`,
    );
  }
}

/** A URL or a choice of alerts the product refuses; the message says why, in German. */
export class InvalidWebhookEndpoint extends DomainError {
  constructor(message: string) {
    super('invalid', 'invalid_webhook', message);
  }
}
