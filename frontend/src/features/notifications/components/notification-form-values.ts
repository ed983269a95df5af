import type { DeliveryMode } from '../../../components/forms/delivery-mode-field';
import type { FormErrors } from '../../../lib/forms/use-form';
import { firstFailing, isBlank, isEmail } from '../../../lib/forms/validators';
import type { Subscription, SubscriptionInput } from '../api/subscriptions-api';

export type NotificationValues = {
  email: string;
  companyName: string;
  /** As typed: comma-separated terms. */
  keywords: string;
  /** Issue #30: `sofort` or `täglich`. */
  mode: DeliveryMode;
};

/** SPEC §5: keywords are comma-separated, each trimmed; empty terms drop out, so blank input means []. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

/** SPEC §5 notification rules; the texts are the ones the alerts backend answers with. */
export function validateNotification(values: NotificationValues): FormErrors<NotificationValues> {
  return {
    email: firstFailing([
      [isBlank(values.email), 'E-Mail-Adresse ist erforderlich'],
      [!isEmail(values.email), 'Ungültiges E-Mail-Format'],
    ]),
    companyName: isBlank(values.companyName) ? 'Firmenname ist erforderlich' : undefined,
  };
}

/** SPEC §4: editing pre-fills the form; creating starts with the user's own address. */
export function initialNotificationValues(editing: Subscription | null, defaultEmail: string): NotificationValues {
  if (!editing) return { email: defaultEmail, companyName: '', keywords: '', mode: 'täglich' };
  return {
    email: editing.email,
    companyName: editing.companyName,
    keywords: editing.keywords.join(', '),
    mode: editing.mode ?? 'täglich',
  };
}

/**
 * The request body. An edit keeps the entry's active state and any case or register number it watches, so a
 * PUT does not silently drop them.
 */
export function toSubscriptionInput(values: NotificationValues, editing: Subscription | null): SubscriptionInput {
  const input: SubscriptionInput = {
    email: values.email.trim(),
    companyName: values.companyName.trim(),
    keywords: parseKeywords(values.keywords),
    active: editing?.active ?? true,
    mode: values.mode,
  };
  if (editing?.caseNumber) input.caseNumber = editing.caseNumber;
  if (editing?.court) input.court = editing.court;
  if (editing?.registerNumber) input.registerNumber = editing.registerNumber;
  return input;
}
