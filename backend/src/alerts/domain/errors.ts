import { DomainError } from '../../platform/command-handling/domain-error.js';
import { IMMEDIATE_REQUIRES_PRO } from './delivery-mode.js';

/** docs/SPEC.md §6: the exact text the SPA shows when a free user tries to create a notification. */
export const PRO_REQUIRED = 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen';

/** Unknown, deleted, or someone else's: the same answer, so ids reveal nothing (docs/DESIGN.md §10). */
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

/** Issue #30: `sofort` is a Pro feature (alerts are too; this names the mode for a clear answer). */
export class ImmediateAlertsRequirePro extends DomainError {
  constructor() {
    super('forbidden', 'immediate_requires_pro', IMMEDIATE_REQUIRES_PRO);
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

/** SPEC-style German text naming the configured cap (ALERT_SUBSCRIPTIONS_MAX). */
export class SubscriptionLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super(
      'invalid',
      'subscription_limit',
      `Sie können höchstens ${limit.toLocaleString('de-DE')} Benachrichtigungen anlegen. Bitte löschen Sie nicht mehr benötigte Benachrichtigungen.`,
    );
  }
}

export class RecipientNotFound extends DomainError {
  constructor() {
    super('not_found', 'recipient_not_found', 'Zu diesem Link gibt es keine Bestätigungsanfrage.');
  }
}

export class ConfirmationLinkExpired extends DomainError {
  constructor() {
    super(
      'gone',
      'confirmation_link_expired',
      'Dieser Bestätigungslink ist abgelaufen. Bitten Sie den Absender, die Bestätigung erneut zu senden.',
    );
  }
}

export class RecipientAlreadyConfirmed extends DomainError {
  constructor() {
    super('conflict', 'recipient_confirmed', 'Diese E-Mail-Adresse hat den Empfang bereits bestätigt.');
  }
}

export class RecipientHasRefused extends DomainError {
  constructor() {
    super(
      'conflict',
      'recipient_refused',
      'Der Empfänger hat Benachrichtigungen von Ihnen abgelehnt. Es wird keine weitere Bestätigungs-E-Mail gesendet.',
    );
  }
}

export class ConfirmationRecentlySent extends DomainError {
  constructor(hours: number) {
    super(
      'conflict',
      'confirmation_recently_sent',
      `Die Bestätigungs-E-Mail an diese Adresse wurde in den letzten ${hours} Stunden bereits gesendet. Bitte versuchen Sie es später erneut.`,
    );
  }
}

export class OwnAddressNeedsNoConfirmation extends DomainError {
  constructor() {
    super('conflict', 'own_address', 'Ihre eigene E-Mail-Adresse muss nicht bestätigt werden.');
  }
}
