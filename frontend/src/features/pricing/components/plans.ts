import type { Plan } from '../../../lib/session/session-user';
import type { PriceType } from '../api/billing-api';

export interface PlanOffer {
  plan: Plan;
  name: string;
  price: string;
  period: '/Monat' | '/Jahr';
  /** Checkout price of a paid plan; the free plan has none. */
  priceType?: PriceType;
  highlight?: string;
  features: readonly string[];
}

const PRO_FEATURES = [
  'Unbegrenzte Suchergebnisse',
  'Tägliche E-Mail-Benachrichtigungen für beobachtete Firmen und Stichwörter',
  'Erweiterte Filter',
  'CSV- und Excel-Export',
  'Prioritäts-Support',
  'API-Zugang',
  'Mehrere Suchprofile',
  'Historische Daten',
];

/** SPEC §1 and §9: the three plans, their prices and what they include. */
export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    plan: 'free',
    name: 'Free',
    price: '0 EUR',
    period: '/Monat',
    features: ['Bis zu 5 Suchergebnisse', 'Basis-Überwachung', 'Dashboard-Zugang mit den 5 neuesten Meldungen'],
  },
  {
    plan: 'pro_monthly',
    name: 'Pro monatlich',
    price: '49 EUR',
    period: '/Monat',
    priceType: 'monthly',
    features: PRO_FEATURES,
  },
  {
    plan: 'pro_yearly',
    name: 'Pro jährlich',
    price: '490 EUR',
    period: '/Jahr',
    priceType: 'yearly',
    highlight: 'Sie sparen 98 EUR',
    features: [...PRO_FEATURES, 'Persönlicher Account Manager'],
  },
];

/** Anything but a known paid plan counts as free (SPEC §4: no plan means the free card is current). */
export function normalizePlan(plan: unknown): Plan | undefined {
  return plan === 'free' || plan === 'pro_monthly' || plan === 'pro_yearly' ? plan : undefined;
}
