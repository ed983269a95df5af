import { SubscriptionText } from './subscription-field.decorator.js';

/** Body of POST and PUT /api/subscriptions (docs/SPEC.md §7: email, companyName, keywords, active). */
export class SubscriptionRequest {
  @SubscriptionText('email')
  email!: string;

  @SubscriptionText('companyName')
  companyName?: string;

  /** A list of strings; comma-separated text (as the form types it) is accepted too. */
  @SubscriptionText('keywords')
  keywords?: string[] | string;

  @SubscriptionText('active')
  active?: boolean;

  @SubscriptionText('caseNumber')
  caseNumber?: string | null;

  @SubscriptionText('court')
  court?: string | null;

  @SubscriptionText('registerNumber')
  registerNumber?: string | null;

  /** Issue #30: `sofort` (Pro) or `täglich` (default). */
  @SubscriptionText('mode')
  mode?: 'sofort' | 'täglich';
}
