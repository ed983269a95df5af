import { ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../../platform/config/app-config.js';
import type { BillingConfig } from '../../../platform/config/account-config.js';

export const STRIPE = Symbol('STRIPE');

export const BILLING_UNAVAILABLE =
  'Die Zahlungsabwicklung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.';

/** Stripe with our configuration, or null when billing is not configured (the app works without it). */
export interface StripeGateway {
  readonly stripe: Stripe;
  readonly config: BillingConfig;
}

export function createStripeGateway(config: AppConfig): StripeGateway | null {
  const billing = config.billing;
  if (!billing) return null;
  const base = billing.apiBase ? new URL(billing.apiBase) : null;
  const stripe = new Stripe(billing.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return { stripe, config: billing };
}

/** The gateway, or 503 with a German message when Stripe is not configured. */
export function requireStripe(gateway: StripeGateway | null): StripeGateway {
  if (!gateway) throw new ServiceUnavailableException(BILLING_UNAVAILABLE);
  return gateway;
}
