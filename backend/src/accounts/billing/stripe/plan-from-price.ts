import type { Plan } from '../../domain/events.js';
import type { BillingConfig } from '../../../platform/config/account-config.js';

/** Which of our plans a Stripe price is; unknown prices (other products) give null. */
export function planFromPrice(priceId: string | null | undefined, config: BillingConfig): Plan | null {
  if (priceId === config.priceMonthly) return 'pro_monthly';
  if (priceId === config.priceYearly) return 'pro_yearly';
  return null;
}
