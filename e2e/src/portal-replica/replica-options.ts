/** Options, fault settings and statistics of the portal replica (shared by server, admin endpoints and CLI). */
import type { ClockSettings, ClockSource } from './clock/replica-clock.js';

/** The four portal endpoints whose requests are counted and can be made to fail. */
export type Endpoint = 'form' | 'search' | 'detail' | 'text';
export const ENDPOINTS: readonly Endpoint[] = ['form', 'search', 'detail', 'text'];

export interface FaultOptions {
  /** Seed of all fault decisions (default: the replica's seed). */
  readonly seed?: number;
  /** Probability of an HTTP 500, for all endpoints or per endpoint. */
  readonly errorRate?: number | Partial<Record<Endpoint, number>>;
  /** Every n-th request (counted per endpoint since the faults were set) fails with HTTP 500. */
  readonly errorEvery?: number | Partial<Record<Endpoint, number>>;
  /** Added latency per request in ms: fixed, or uniformly drawn from a range. */
  readonly latencyMs?: number | { readonly min: number; readonly max: number };
  /**
   * Every `every`-th request (counted per endpoint since the faults were set) waits `ms` before it is handled, in
   * place of `latencyMs`: a request a client should give up on and retry, and only that one (random latencies
   * near a client's timeout decide differently on a loaded machine).
   */
  readonly stall?: { readonly every: number; readonly ms: number };
  /** Probability that a detail click yields an empty text (AJAX value and text.xhtml both empty). */
  readonly emptyTextRate?: number;
  /** Every n-th detail click yields an empty text. */
  readonly emptyTextEvery?: number;
  /** Probability that a request finds its session expired (the session is dropped before handling). */
  readonly sessionExpiryRate?: number;
  /** Every n-th request (any endpoint) finds its session expired. */
  readonly sessionExpiryEvery?: number;
  /** Overrides the too-many-hits limit. */
  readonly hitLimit?: number;
}

export interface ReplicaOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  readonly seed?: number;
  /** Publications per average working day (default 4,000). */
  readonly volume?: number;
  /** YYYY-MM-DD, default today in Europe/Berlin. */
  readonly today?: string;
  /** How many calendar days up to and including `today` are published (default 14). */
  readonly days?: number;
  /** More hits than this yield "Ihre Suche ergab zu viele Treffer" (default 1000). */
  readonly hitLimit?: number;
  /** Idle time after which a session expires (default 60 minutes). */
  readonly sessionTtlMs?: number;
  readonly faults?: FaultOptions;
  /**
   * Intraday publishing (issue #30): a generated notice of today is listed (and found by detail and text) only
   * once its publication time (Berlin, 06:00–22:00, mostly 08:00–17:00) has passed on the replica clock. Off by
   * default: tests import "today" and expect all of it; the demo turns it on. Without `today`, today then
   * follows the clock (a replica running past midnight publishes the next day).
   */
  readonly intraday?: boolean;
  /**
   * The replica clock: a start instant (ms, Date, ISO "2026-11-28T10:42:00+01:00", or without zone read as
   * Berlin time) from which it runs on, or a function read on every request (tests freeze it). Default: real time.
   * Without `today`, today is the clock's date in Berlin at start.
   */
  readonly now?: ClockSource;
  /** Added to the clock (ms; negative: behind). */
  readonly clockOffsetMs?: number;
  /**
   * Release mode for benches: holds back `count` of today's generated notices and releases them at random
   * instants within `overMs` after start (replica clock). `POST /__replica/release` starts another run later.
   */
  readonly release?: ReleaseOptions;
}

export interface ReleaseOptions {
  readonly count: number;
  readonly overMs: number;
}

export interface ReplicaStats {
  /** Requests per endpoint (admin requests are not counted). */
  readonly requests: Record<Endpoint, number>;
  readonly faults: {
    readonly http500: Record<Endpoint, number>;
    /** Requests that were delayed. */
    readonly delayed: number;
    readonly emptyTexts: number;
    readonly sessionExpiries: number;
  };
  readonly outcomes: {
    readonly resultPages: number;
    readonly noHits: number;
    readonly tooManyHits: number;
    readonly expiredViews: number;
    readonly validationErrors: number;
    readonly details: number;
    readonly texts: number;
  };
  readonly sessions: { readonly active: number; readonly created: number; readonly expired: number };
  readonly published: number;
  readonly hitLimit: number;
  readonly faultSettings: FaultOptions;
  readonly clock: ReplicaClockState;
  /** Notices held back by release mode: how many, and how many of them are listed by now. */
  readonly releases: { readonly scheduled: number; readonly released: number };
}

/** GET /__replica/clock and the stats' `clock`. */
export interface ReplicaClockState extends ClockSettings {
  /** The clock's instant as Berlin local time, "2026-11-28T10:42:00+01:00". */
  readonly berlin: string;
  /** The replica's today (YYYY-MM-DD), the last published day. */
  readonly today: string;
  readonly intraday: boolean;
}
