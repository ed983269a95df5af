/**
 * How an alert is delivered (issue #30 item 2): `sofort` (Pro) mails new matches within a minute of detection,
 * one mail per recipient and batch; `täglich` collects them for the 07:00 digest, as before.
 */
export type DeliveryMode = 'sofort' | 'täglich';

export const DELIVERY_MODES: readonly DeliveryMode[] = ['sofort', 'täglich'];

/** Alerts written before issue #30 carry no mode: they are daily. */
export const DEFAULT_DELIVERY_MODE: DeliveryMode = 'täglich';

export function isDeliveryMode(value: unknown): value is DeliveryMode {
  return value === 'sofort' || value === 'täglich';
}

/** The mode of an alert's fields, old events (without one) read as `täglich` (the upcast of the decider and projections). */
export function modeOf(fields: { readonly mode?: DeliveryMode | null }): DeliveryMode {
  return fields.mode ?? DEFAULT_DELIVERY_MODE;
}

/** The German validation message of an invalid mode (API, CSV, SPA). */
export const INVALID_MODE = 'Benachrichtigung muss „sofort“ oder „täglich“ sein';

/** The German message when a plan without Pro asks for immediate mails. */
export const IMMEDIATE_REQUIRES_PRO = 'Sofort-Benachrichtigungen gibt es nur im Pro-Tarif';

/** Whether a plan may have this mode: `täglich` for everyone who may have alerts, `sofort` for Pro only. */
export function modeAllowed(mode: DeliveryMode, isPro: boolean): boolean {
  return mode === 'täglich' || isPro;
}
