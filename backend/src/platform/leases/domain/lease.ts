/**
 * A lease: a lock that several processes take through one event stream (docs/DESIGN.md §3: locks live in the
 * shared stores). Taking it is an append with the revision the taker read, so of two takers at the same moment
 * one wins; a holder that dies leaves a lease that ends by itself at `until`. Pure: time and holder come in.
 *
 * The stream (`lease-<name>`) holds no personal data: the holder is a process (host, pid, random part).
 */

export const LEASE_TAKEN = 'LeaseTaken';
export const LEASE_RELEASED = 'LeaseReleased';

export type LeaseEvent =
  | {
      readonly type: typeof LEASE_TAKEN;
      /** Taken anew or renewed by its holder: held until `until` unless released before. */
      readonly data: {
        readonly lease: string;
        readonly holder: string;
        readonly takenAt: string;
        readonly until: string;
      };
    }
  | {
      readonly type: typeof LEASE_RELEASED;
      readonly data: { readonly lease: string; readonly holder: string; readonly releasedAt: string };
    };

/** Who holds the lease and until when; `null` when nobody does (never taken, or released). */
export interface LeaseState {
  readonly holder: string | null;
  readonly until: string | null;
}

export const freeLease: LeaseState = { holder: null, until: null };

export function leaseStreamName(lease: string): string {
  return `lease-${lease}`;
}

/** Only the last event of the stream matters: each one states the whole lease. */
export function evolveLease(_state: LeaseState, event: LeaseEvent): LeaseState {
  return event.type === LEASE_TAKEN ? { holder: event.data.holder, until: event.data.until } : freeLease;
}

export interface TakeLease {
  readonly lease: string;
  readonly holder: string;
  readonly now: Date;
  /** How long the lease lasts unless renewed. */
  readonly forMs: number;
  /**
   * The holder the stream names is known to be gone before its term ends (its process ended, or its lease stood
   * unchanged for a whole term of the taker's own waiting, whatever the clocks say): its lease is taken.
   */
  readonly holderGone?: boolean;
}

export type TakeDecision =
  | { readonly kind: 'taken'; readonly event: LeaseEvent }
  | { readonly kind: 'busy'; readonly holder: string; readonly until: Date };

/** Takes a free, ended or abandoned lease, or renews one's own; another living holder's lease makes it busy. */
export function decideTake(state: LeaseState, { lease, holder, now, forMs, holderGone }: TakeLease): TakeDecision {
  if (state.holder !== null && state.holder !== holder && state.until !== null && holderGone !== true) {
    const until = new Date(state.until);
    if (until.getTime() > now.getTime()) return { kind: 'busy', holder: state.holder, until };
  }
  const takenAt = now.toISOString();
  const until = new Date(now.getTime() + forMs).toISOString();
  return { kind: 'taken', event: { type: LEASE_TAKEN, data: { lease, holder, takenAt, until } } };
}

/** Renewal only while the lease is still the holder's (another may have taken it after it ended). */
export function decideRenew(state: LeaseState, take: TakeLease): LeaseEvent | null {
  if (state.holder !== take.holder) return null;
  const decision = decideTake(state, take);
  return decision.kind === 'taken' ? decision.event : null;
}

/** Releases the holder's lease; nothing when it is no longer theirs. */
export function decideRelease(state: LeaseState, lease: string, holder: string, now: Date): LeaseEvent | null {
  if (state.holder !== holder) return null;
  return { type: LEASE_RELEASED, data: { lease, holder, releasedAt: now.toISOString() } };
}
