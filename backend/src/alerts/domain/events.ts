import { addressKey } from '../../platform/text/address-key.js';

/**
 * Events of the alerts bounded context (docs/DESIGN.md §5, §9), published to the read side. A subscription lives on
 * `subscription-<uuid>` (a random id, no personal data in the name); its digests are recorded on the same
 * stream, so the decider knows every case already sent.
 */

/**
 * How an alert is delivered (issue #30 item 2): `sofort` (Pro) mails new matches within a minute of detection,
 * one mail per recipient and batch; `täglich` collects them for the 07:00 digest, as before.
 */
export type DeliveryMode = 'sofort' | 'täglich';

/** Alerts written before issue #30 carry no mode: they are daily. */
export const DEFAULT_DELIVERY_MODE: DeliveryMode = 'täglich';

/** The mode of an alert's fields; old events (without one) read as `täglich` (the upcast of decider and projections). */
export function modeOf(fields: { readonly mode?: DeliveryMode | null }): DeliveryMode {
  return fields.mode ?? DEFAULT_DELIVERY_MODE;
}

/** What the user entered (docs/SPEC.md §3) plus the optional watch targets of issue #5. */
export interface SubscriptionFields {
  readonly email: string;
  /** Empty only when the subscription watches an Aktenzeichen or a register number. */
  readonly companyName: string;
  readonly keywords: readonly string[];
  readonly active: boolean;
  /** Aktenzeichen (with `court`): lawyers watch their proceedings. */
  readonly caseNumber: string | null;
  readonly court: string | null;
  /** Handelsregister number (`HRB 12345`): credit managers watch their customers. */
  readonly registerNumber: string | null;
  /** Issue #30: `sofort` (Pro) or `täglich`; absent in events written before, read as `täglich` (`modeOf`). */
  readonly mode?: DeliveryMode;
}

/**
 * The normalised matching keys (`match-criteria.ts`: the search's reading of a query, issue #29), computed when
 * the subscription is written and again by the subscriptions projection from the fields, so the matcher compares
 * keys only.
 */
export interface MatchCriteria {
  /** Name words of `companyName` (legal form left out): every one must be a whole word of the debtor's name. */
  readonly nameTokens: readonly string[];
  /** One token list per keyword: every keyword must occur (each token as a word prefix). */
  readonly keywordTokens: readonly (readonly string[])[];
  /**
   * `<court>|<Aktenzeichen>`, folded, the Aktenzeichen in one spelling (`koln|71 in 123 26`; without department
   * `koln|in 123 26`: any department; court `*`: any court), or null.
   */
  readonly caseRef: string | null;
  /** `<type> <number>`, folded, without leading zeros and appended letters (`hrb 12345`), or null. */
  readonly registerRef: string | null;
  /**
   * The legal form the company name names, canonical (`GmbH` for "Gesellschaft mit beschränkter Haftung"): the
   * debtor must have it. With no name words it matches nothing. Absent in events written before issue #29.
   */
  readonly legalForm?: string | null;
  /** Folded words of the register court named with the register number (`koln`): the case's must agree. */
  readonly registerCourt?: readonly string[];
}

export type SubscriptionSource = 'form' | 'csv';

export interface SubscriptionCreated {
  readonly type: 'SubscriptionCreated';
  readonly data: SubscriptionFields & {
    readonly subscriptionId: string;
    readonly ownerId: string;
    readonly criteria: MatchCriteria;
    readonly source: SubscriptionSource;
    readonly createdAt: string;
  };
}

export interface SubscriptionUpdated {
  readonly type: 'SubscriptionUpdated';
  readonly data: SubscriptionFields & {
    readonly subscriptionId: string;
    readonly criteria: MatchCriteria;
    readonly updatedAt: string;
  };
}

export interface SubscriptionToggled {
  readonly type: 'SubscriptionToggled';
  readonly data: {
    readonly subscriptionId: string;
    readonly active: boolean;
    readonly at: string;
    /** The owner in the app, or the signed deactivation link of a digest mail. */
    readonly via: 'user' | 'unsubscribe-link';
  };
}

export interface SubscriptionDeleted {
  readonly type: 'SubscriptionDeleted';
  readonly data: { readonly subscriptionId: string; readonly deletedAt: string; readonly deletedBy: string };
}

/**
 * Intent of a digest, recorded before the mail goes out: its cases count as handed over from here on, so a
 * crash between the SMTP hand-over and `AlertDigestSent` can never send them a second time.
 */
export interface AlertDigestPrepared {
  readonly type: 'AlertDigestPrepared';
  readonly data: {
    readonly subscriptionId: string;
    readonly digestId: string;
    readonly caseIds: readonly number[];
    readonly preparedAt: string;
    /** Issue #30: an immediate mail (not the address's digest of the day); absent: the digest. */
    readonly delivery?: 'immediate';
  };
}

/**
 * Outcome of a prepared digest. `confirmed` is false when a restart found the intent without an outcome: the
 * mail may or may not have left, and it is not sent again (never twice beats possibly twice).
 */
export interface AlertDigestSent {
  readonly type: 'AlertDigestSent';
  readonly data: {
    readonly subscriptionId: string;
    readonly digestId: string;
    readonly caseIds: readonly number[];
    readonly sentAt: string;
    readonly mailMessageId: string | null;
    readonly confirmed: boolean;
  };
}

/** The mail server refused or was unreachable: nothing was sent, the cases go into the next digest. */
export interface AlertDigestFailed {
  readonly type: 'AlertDigestFailed';
  readonly data: {
    readonly subscriptionId: string;
    readonly digestId: string;
    readonly failedAt: string;
    readonly reason: string;
  };
}

/**
 * Audit record of a deleted subscription (`subscriptionaudit-<id>`): the subscription's own stream, with the
 * alert address and company, is hard-deleted after it; this record keeps who deleted what id when, nothing else.
 */
export interface SubscriptionErased {
  readonly type: 'SubscriptionErased';
  readonly data: { readonly subscriptionId: string; readonly erasedAt: string; readonly erasedBy: string };
}

export const subscriptionAuditStream = (subscriptionId: string): string => `subscriptionaudit-${subscriptionId}`;

export type SubscriptionEvent =
  | SubscriptionCreated
  | SubscriptionUpdated
  | SubscriptionToggled
  | SubscriptionDeleted
  | AlertDigestPrepared
  | AlertDigestSent
  | AlertDigestFailed;

export const SUBSCRIPTION_EVENT_TYPES: ReadonlySet<SubscriptionEvent['type']> = new Set([
  'SubscriptionCreated',
  'SubscriptionUpdated',
  'SubscriptionToggled',
  'SubscriptionDeleted',
  'AlertDigestPrepared',
  'AlertDigestSent',
  'AlertDigestFailed',
]);

/** Stream of one subscription: a random UUID, never personal data (docs/DESIGN.md §4). */
export const subscriptionStream = (subscriptionId: string): string => `subscription-${subscriptionId}`;

/**
 * The match index layout shared by the read model (which stores a subscription's terms) and the matcher
 * (which looks up a case's terms): `n:<name token>` for a one-word company, `p:<token>|<token>` for longer
 * names (its two longest tokens, sorted: both must be words of the debtor's name, and a pair is far rarer than
 * a word, so few candidates need verifying), `c:<case ref>` (a case is looked up under its Aktenzeichen with and
 * without department and court, `caseRefVariants`), `r:<register ref>`, `k:<keyword prefix>`, and `*` for a
 * subscription without any target, which sees every proceeding. The matcher verifies every candidate.
 */
export const KEYWORD_PREFIX_LENGTH = 3;

/**
 * Words of publication-type names ('Eröffnung des Insolvenzverfahrens', …), folded: nearly every case carries
 * one, so a keyword-only subscription is indexed under another of its keywords when it has one.
 */
export const GENERIC_KEYWORD_WORDS: ReadonlySet<string> = new Set([
  'sicherungsmassnahmen',
  'aufhebung',
  'der',
  'des',
  'eroffnung',
  'insolvenzverfahrens',
  'abweisung',
  'mangels',
  'masse',
  'einstellung',
  'verfahrens',
  'termin',
  'restschuldbefreiung',
  'verteilungsverzeichnis',
  'insolvenzplan',
  'sonstige',
  'bekanntmachung',
]);

export function namePairTerm(a: string, b: string): string {
  return a < b ? `p:${a}|${b}` : `p:${b}|${a}`;
}

export function subscriptionIndexTerms(criteria: MatchCriteria): string[] {
  const terms: string[] = [];
  const byLength = (tokens: readonly string[]) => [...tokens].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const names = byLength(criteria.nameTokens);
  if (names.length === 1) terms.push(`n:${names[0]}`);
  if (names.length > 1) terms.push(namePairTerm(names[0]!, names[1]!));
  if (criteria.caseRef) terms.push(`c:${criteria.caseRef}`);
  if (criteria.registerRef) terms.push(`r:${criteria.registerRef}`);
  if (terms.length > 0) return terms;
  // A legal form alone watches nothing (issue #29): never a candidate.
  if (criteria.legalForm) return [];
  const keywords = byLength(criteria.keywordTokens.flat());
  const keyword = keywords.find((token) => !GENERIC_KEYWORD_WORDS.has(token)) ?? keywords[0];
  return keyword === undefined ? ['*'] : [`k:${keyword.slice(0, KEYWORD_PREFIX_LENGTH)}`];
}

/**
 * Double opt-in of an alert address that is not the owner's own account address (issue #12): one stream per
 * (owner, address), `recipient-<key>` with `key = addressKey(ownerId, address)`, so consent is given to one
 * named sender and never carries over to another account. The events hold the key, never the address.
 */
export interface RecipientConfirmationRequested {
  readonly type: 'RecipientConfirmationRequested';
  readonly data: {
    readonly recipientKey: string;
    readonly ownerId: string;
    readonly requestId: string;
    /** A new subscription to the address, or the owner's explicit "send again". */
    readonly trigger: 'subscription' | 'resend';
    readonly requestedAt: string;
    readonly expiresAt: string;
  };
}

/** The confirmation mail did not leave: the next subscription or resend may request again at once. */
export interface RecipientConfirmationMailFailed {
  readonly type: 'RecipientConfirmationMailFailed';
  readonly data: {
    readonly recipientKey: string;
    readonly requestId: string;
    readonly failedAt: string;
    readonly reason: string;
  };
}

/**
 * A confirmation mail was due but the owner had sent its opt-in mails of the day (ALERT_OPT_IN_MAILS_PER_DAY,
 * issue #28): nothing was mailed; the daily run sends it on a later day ("wartet auf Versand").
 */
export interface RecipientConfirmationDeferred {
  readonly type: 'RecipientConfirmationDeferred';
  readonly data: { readonly recipientKey: string; readonly ownerId: string; readonly deferredAt: string };
}

export interface RecipientConfirmed {
  readonly type: 'RecipientConfirmed';
  readonly data: { readonly recipientKey: string; readonly ownerId: string; readonly confirmedAt: string };
}

/** The addressee refused: no further confirmation mail and no digest from this owner. */
export interface RecipientRefused {
  readonly type: 'RecipientRefused';
  readonly data: { readonly recipientKey: string; readonly ownerId: string; readonly refusedAt: string };
}

export type RecipientEvent =
  | RecipientConfirmationRequested
  | RecipientConfirmationMailFailed
  | RecipientConfirmationDeferred
  | RecipientConfirmed
  | RecipientRefused;

export const RECIPIENT_EVENT_TYPES: ReadonlySet<RecipientEvent['type']> = new Set([
  'RecipientConfirmationRequested',
  'RecipientConfirmationMailFailed',
  'RecipientConfirmationDeferred',
  'RecipientConfirmed',
  'RecipientRefused',
]);

/** The key of an owner's alert address (recipient stream and read model). */
export function recipientKey(ownerId: string, email: string): string {
  return addressKey(ownerId, email);
}

export const recipientStream = (key: string): string => `recipient-${key}`;

/**
 * How a subscription's address stands: the owner's own, confirmed, waiting for confirmation, its confirmation
 * mail waiting for a later day (`queued`: "wartet auf Versand"), or refused.
 */
export type RecipientStatus = 'own' | 'confirmed' | 'pending' | 'queued' | 'refused';
