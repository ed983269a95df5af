import { DomainError } from '../../platform/command-handling/domain-error.js';

/** SPEC.md §6: the exact text the SPA shows when a free user tries to create a notification. */
export const PRO_REQUIRED = 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen';

/** Unknown, deleted, or someone else's: the same answer, so ids reveal nothing (DESIGN.md §10). */
export class SubscriptionNotFound extends DomainError {
  constructor() {
    super('not_found', 'subscription_not_found', 'Die Benachrichtigung wurde nicht gefunden.');
  }
}

export class SubscriptionAlreadyExists extends DomainError {
  constructor() {
    super('conflict', 'subscription_exists', 'Die Benachrichtigung existiert bereits.');
  }
}

export class AlertsRequirePro extends DomainError {
  constructor() {
    super('forbidden', 'pro_required', PRO_REQUIRED);
  }
}

export class InvalidSubscription extends DomainError {
  constructor(readonly problems: readonly { field: string; message: string }[]) {
    super('invalid', 'invalid_subscription', problems.map((p) => p.message).join('; '));
  }
}

/** A digest step that does not fit the subscription's digest state (a bug or a concurrent job). */
export class DigestConflict extends DomainError {
  constructor(message: string) {
    super('conflict', 'digest_conflict', message);
  }
}
