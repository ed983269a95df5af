import { ServiceUnavailableException } from '@nestjs/common';
import type Stripe from 'stripe';
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

/** The SDK (about 6 MB of heap) is loaded only when billing is configured. */
export async function createStripeGateway(config: AppConfig): Promise<StripeGateway | null> {
  const billing = config.billing;
  if (!billing) return null;
  const { default: Stripe } = await import('stripe');
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

/** Whether Stripe answered that the object does not exist (any more): an `invalid_request_error` of code `resource_missing`. */
export function isMissingAtStripe(error: unknown): boolean {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  return type === 'StripeInvalidRequestError' && code === 'resource_missing';
}

/** The gateway, or 503 with a German message when Stripe is not configured. */
export function requireStripe(gateway: StripeGateway | null): StripeGateway {
  if (!gateway) throw new ServiceUnavailableException(BILLING_UNAVAILABLE);
  return gateway;
}
