import type { DeliveryMode } from './events.js';

// The type and the upcast live with the events (the projections read them there).
export { DEFAULT_DELIVERY_MODE, modeOf, type DeliveryMode } from './events.js';

export const DELIVERY_MODES: readonly DeliveryMode[] = ['sofort', 'täglich'];

export function isDeliveryMode(value: unknown): value is DeliveryMode {
  return value === 'sofort' || value === 'täglich';
}

/** The German validation message of an invalid mode (API, CSV, SPA). */
export const INVALID_MODE = 'Benachrichtigung muss „sofort“ oder „täglich“ sein';

/** The German message when a plan without Pro asks for immediate mails. */
export const IMMEDIATE_REQUIRES_PRO = 'Sofort-Benachrichtigungen gibt es nur im Pro-Tarif';

/** Whether a plan may have this mode: `täglich` for everyone who may have alerts, `sofort` for Pro only. */
export function modeAllowed(mode: DeliveryMode, isPro: boolean): boolean {
  return mode === 'täglich' || isPro;
}
