import { createHmac, timingSafeEqual } from 'node:crypto';
import { foldAddress } from '../text/address-key.js';

/**
 * What a link switches off: a subscription, the e-mail of a saved search (its alert), a user's deadline
 * reminders (`id`: the user's), a portfolio's mails, or every alert mailing an address (`id`: the folded address,
 * base64url; see `addressTarget`): the `List-Unsubscribe` of a digest with more alerts than one link can name.
 */
export type UnsubscribeTarget =
  | { readonly kind: 'subscription'; readonly id: string }
  | { readonly kind: 'saved-search'; readonly id: string }
  | { readonly kind: 'deadline-reminders'; readonly id: string }
  | { readonly kind: 'portfolio'; readonly id: string }
  | { readonly kind: 'address'; readonly id: string };

/** The target of every alert (subscriptions, saved searches' e-mails) that mails this address. */
export function addressTarget(address: string): UnsubscribeTarget {
  return { kind: 'address', id: Buffer.from(foldAddress(address)).toString('base64url') };
}

/** The folded address an `address` target names. */
export function targetAddress(target: UnsubscribeTarget & { kind: 'address' }): string {
  return Buffer.from(target.id, 'base64url').toString('utf8');
}

/**
 * Targets one token may name: a digest's `List-Unsubscribe` header names every alert of the mail (a mail with more
 * names its address instead, `addressTarget`). 40 UUIDs make a link of about 1.6 KB.
 */
export const MAX_TARGETS = 40;
const MAX_TOKEN_LENGTH = MAX_TARGETS * 40 + 100;
/** Before the ids of targets other than subscriptions: outside the ids' characters, left as they are by `encodeURIComponent`. */
const PREFIXES = { 'saved-search': '~', 'deadline-reminders': '!', portfolio: '*', address: '~~' } as const;
/** Longest first: `~~` is read as an address before `~` as a saved search. */
const KINDS = (Object.keys(PREFIXES) as (keyof typeof PREFIXES)[]).sort(
  (a, b) => PREFIXES[b].length - PREFIXES[a].length,
);
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** An address of up to 254 characters (RFC 5321), base64url. */
const ADDRESS_ID = /^[A-Za-z0-9_-]{4,340}$/;

/**
 * The signed unsubscribe links of the product's recurring mails (alert digests, immediate mails, deadline
 * reminders): `<targets>.<HMAC-SHA256>`, the targets separated by dots, a saved search's id prefixed with `~`, a
 * user's (reminders) with `!`, a portfolio's with `*`, an address (base64url) with `~~` (parentheses would read as a header comment) (a subscription's bare: the links of mails sent before saved searches could be named, one
 * subscription id, stay valid). The key is derived from the JWT secret with a purpose string of its own, so a
 * token of one kind is never valid as another. It can only switch off what it names; it never expires, as
 * switching off twice changes nothing.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('insolvenzmonitor:alerts:unsubscribe:v1').digest();
  }

  /** The token of these targets (at most MAX_TARGETS, in the order given). */
  sign(targets: readonly UnsubscribeTarget[]): string {
    if (targets.length === 0 || targets.length > MAX_TARGETS) {
      throw new RangeError(`an unsubscribe link names 1 to ${MAX_TARGETS} alerts, not ${targets.length}`);
    }
    const payload = targets
      .map((target) => (target.kind === 'subscription' ? target.id : `${PREFIXES[target.kind]}${target.id}`))
      .join('.');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The unsubscribe link of these targets at `appUrl` (asks on GET, switches off on POST: alerts/unsubscribe/). */
  link(appUrl: string, targets: readonly UnsubscribeTarget[]): string {
    return `${appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(this.sign(targets))}`;
  }

  /** The targets of a genuine token, else null. */
  verify(token: unknown): UnsubscribeTarget[] | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const targets = payload.split('.').map((part): UnsubscribeTarget | null => {
      const kind = KINDS.find((k) => part.startsWith(PREFIXES[k]));
      const id = kind ? part.slice(PREFIXES[kind].length) : part;
      if (!(kind === 'address' ? ADDRESS_ID : ID).test(id)) return null;
      return { kind: kind ?? 'subscription', id };
    });
    return targets.every((target) => target !== null) ? (targets as UnsubscribeTarget[]) : null;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
