/**
 * The publications the replica serves: the generated days of the published window (generated lazily, cached
 * with a bound) plus notices published at run time through the admin endpoint.
 *
 * What is listed depends on the replica's clock (issue #30: the portal publishes through the day):
 * - a notice published or released at run time is listed from its release instant on;
 * - with `intraday`, a generated notice of today is listed once its publication time (Berlin) has passed;
 * - everything else (earlier days; today without `intraday`) is listed, as before the clock existed.
 * Search, detail and text all ask `isVisible`, so a notice not yet published is found by none of them.
 */
import { berlinInstant } from '../clock/berlin-time.js';
import { dayNumber, isoFromDay } from '../generator/calendar.js';
import { generateDay } from '../generator/generate-day.js';
import type { Notice } from '../generator/notice.js';
import { secondOfDay } from '../generator/publication-time.js';
import { hash32, Rng } from '../generator/random.js';
import { matches } from './notice-filter.js';
import { NoticeEdits, type NoticeEdit, type Replacement } from '../corrections/notice-edits.js';
import { isRestrictedSearch, type SearchQuery } from './search-query.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { floor, max, min } = Math;

export interface RepositoryOptions {
  readonly seed: number;
  readonly volume: number;
  /** The replica's today, YYYY-MM-DD: fixed, or following the clock. */
  readonly today: () => string;
  readonly days: number;
  /** The replica clock (ms since the epoch). */
  readonly now: () => number;
  /** List today's generated notices only once their publication time has passed. */
  readonly intraday: boolean;
}

/** A notice held back and released at an instant of the replica clock (release mode, run-time publications). */
export interface Release {
  readonly id: string;
  readonly court: string;
  readonly caseNumber: string;
  /** ms since the epoch, replica clock. */
  readonly releaseAt: number;
}

/** Days kept in memory; older ones are regenerated on demand (identical output). */
const MAX_CACHED_DAYS = 40;
/** § 2 InsoBekV: unrestricted searches only within two weeks of publication. */
const UNRESTRICTED_DAYS = 14;

export type SearchOutcome =
  { readonly kind: 'rows'; readonly rows: Notice[] } | { readonly kind: 'too-many'; readonly count: number };

export interface DebtorLinkRecord {
  readonly kind: NonNullable<Notice['debtorLink']>['kind'];
  readonly sameDebtor: boolean;
  readonly case: { readonly court: string; readonly caseNumber: string; readonly debtorName: string };
  readonly related: { readonly court: string; readonly caseNumber: string; readonly debtorName: string };
}

export class NoticeRepository {
  private readonly cache = new Map<number, Notice[]>();
  private readonly extras: Notice[] = [];
  /** Release instants by notice id (ids, not objects: evicted days are regenerated as new objects). */
  private readonly releaseAt = new Map<string, number>();
  private readonly releases: Release[] = [];
  private readonly instants = new WeakMap<Notice, number>();
  private releaseRuns = 0;
  /** Corrections and withdrawals (issue #32), with their instants: the ground truth of `edits()`. */
  private readonly noticeEdits = new NoticeEdits();

  constructor(private readonly options: RepositoryOptions) {
    dayNumber(options.today()); // validates
  }

  get publishedCount(): number {
    return this.extras.length;
  }

  /** Publishes a notice; it is listed from `releaseAt` on (default: now). */
  publish(notice: Notice, releaseAt = this.options.now()): void {
    this.extras.push(notice);
    this.releaseAt.set(notice.id, releaseAt);
  }

  private window(): { readonly first: number; readonly last: number } {
    const last = dayNumber(this.options.today());
    return { first: last - max(1, this.options.days) + 1, last };
  }

  /** The instant a generated notice is published: its date and time of day, Berlin. */
  publishedAt(notice: Notice): number {
    let instant = this.instants.get(notice);
    if (instant === undefined) {
      instant = berlinInstant(notice.publicationDate, secondOfDay(notice.publicationTime) ?? 0);
      this.instants.set(notice, instant);
    }
    return instant;
  }

  /** Whether the portal lists the notice at the clock's instant `now` (see the header). */
  isVisible(notice: Notice, now = this.options.now(), today = this.options.today()): boolean {
    const at = this.releaseAt.get(notice.id);
    if (at !== undefined) return at <= now;
    if (!this.options.intraday || notice.publicationDate < today) return true;
    return this.publishedAt(notice) <= now;
  }

  /**
   * Release mode: holds back `count` of today's generated notices and releases them at uniformly random instants
   * within the next `overMs` of the replica clock (seeded: the same seed and run give the same choice and times).
   * Chosen among notices not listed yet, unless `includeListed` (at start-up, before anyone has listed them).
   */
  release(count: number, overMs: number, includeListed = false): Release[] {
    const now = this.options.now();
    const today = this.options.today();
    const candidates = this.day(today).filter(
      (n) => !this.releaseAt.has(n.id) && (includeListed || !this.isVisible(n, now, today)),
    );
    if (count > candidates.length)
      throw new Error(
        `cannot release ${count} notices: only ${candidates.length} of today's (${today}) are unpublished; ` +
          'raise the volume, pick a working day as today, or set the clock earlier in the day',
      );
    const rng = new Rng(hash32(this.options.seed, dayNumber(today), ++this.releaseRuns, 0x5e1));
    // partial Fisher–Yates: the first `count` entries become a seeded random choice
    for (let i = 0; i < count; i++) {
      const j = rng.int(i, candidates.length - 1);
      [candidates[i], candidates[j]] = [candidates[j] as Notice, candidates[i] as Notice];
    }
    const scheduled = candidates.slice(0, count).map((n) => ({
      id: n.id,
      court: n.court,
      caseNumber: n.caseNumber,
      releaseAt: now + floor(rng.next() * overMs),
    }));
    for (const r of scheduled) {
      this.releaseAt.set(r.id, r.releaseAt);
      this.releases.push(r);
    }
    return scheduled;
  }

  /** A published notice by id: run-time ones, then the generated days of the window. */
  find(id: string): Notice | undefined {
    const extra = this.extras.find((n) => n.id === id);
    if (extra) return extra;
    const { first, last } = this.window();
    for (let day = last; day >= first; day--) {
      const found = this.day(isoFromDay(day)).find((n) => n.id === id);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * Corrects (text replacements; a replaced name or seat changes the listing row too) or withdraws a notice from
   * `at` on (default: now). Throws for an unknown id.
   */
  edit(kind: NoticeEdit['kind'], id: string, replace: readonly Replacement[], at = this.options.now()): NoticeEdit {
    const notice = this.find(id);
    if (!notice) throw new Error(`no published notice with id ${id}`);
    const { court, caseNumber, publicationDate } = notice;
    const edit = { id, kind, at, court, caseNumber, publicationDate, replace };
    this.noticeEdits.add(edit);
    return edit;
  }

  /** Every correction and withdrawal made so far (ground truth). */
  edits(): readonly NoticeEdit[] {
    return this.noticeEdits.list();
  }

  /**
   * Ground truth of the debtor files (issue #32): every proceeding of the window the generator added as a rename,
   * seat move, referral or near-namesake of an earlier one, with that earlier one (generator/debtor-files).
   */
  debtorLinks(): DebtorLinkRecord[] {
    const { first, last } = this.window();
    const found = new Map<string, DebtorLinkRecord>();
    const add = (notice: Notice) => {
      const link = notice.debtorLink;
      const key = `${notice.court}|${notice.caseNumber}`;
      if (!link || found.has(key)) return;
      found.set(key, {
        kind: link.kind,
        sameDebtor: link.sameDebtor,
        case: { court: notice.court, caseNumber: notice.caseNumber, debtorName: notice.debtorName },
        related: link.related,
      });
    };
    for (let day = first; day <= last; day++) this.day(isoFromDay(day)).forEach(add);
    this.extras.forEach(add);
    return [...found.values()];
  }

  /** Every notice held back by release mode, with its instant. */
  scheduledReleases(): readonly Release[] {
    return this.releases;
  }

  /** All generated notices of one published day (empty outside the window), whether listed yet or not. */
  day(date: string): Notice[] {
    const day = dayNumber(date);
    const { first, last } = this.window();
    if (day < first || day > last) return [];
    let notices = this.cache.get(day);
    if (notices) {
      this.cache.delete(day);
    } else {
      notices = generateDay(isoFromDay(day), { seed: this.options.seed, volume: this.options.volume });
    }
    this.cache.set(day, notices);
    while (this.cache.size > MAX_CACHED_DAYS) this.cache.delete(this.cache.keys().next().value as number);
    return notices;
  }

  search(query: SearchQuery, limit: number): SearchOutcome {
    const restricted = isRestrictedSearch(query);
    const window = this.window();
    const openFrom = window.last - UNRESTRICTED_DAYS + 1;
    let first = window.first;
    let last = window.last;
    if (query.from) first = max(first, dayNumber(query.from));
    if (query.to) last = min(last, dayNumber(query.to));
    if (!restricted) first = max(first, openFrom);
    const rows: Notice[] = [];
    let count = 0;
    // Without intraday publishing and run-time releases everything in the window is listed: skip the check.
    const gated = this.options.intraday || this.releaseAt.size > 0;
    const now = this.options.now();
    const today = isoFromDay(window.last);
    const edited = this.noticeEdits.size > 0;
    const consider = (original: Notice) => {
      const notice = edited ? this.noticeEdits.apply(original, now) : original;
      if (notice === null || !matches(notice, query)) return;
      if (gated && !this.isVisible(notice, now, today)) return;
      count++;
      if (count <= limit) rows.push(notice);
    };
    for (let day = last; day >= first; day--) {
      // indexed loops: Jest's VM modules make array iteration slow, and the replica runs inside Jest
      const iso = isoFromDay(day);
      for (let i = 0; i < this.extras.length; i++)
        if ((this.extras[i] as Notice).publicationDate === iso) consider(this.extras[i] as Notice);
      const notices = this.day(iso);
      for (let i = 0; i < notices.length; i++) consider(notices[i] as Notice);
      if (count > limit) return { kind: 'too-many', count };
    }
    return { kind: 'rows', rows };
  }
}
