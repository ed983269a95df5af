/**
 * The publications the replica serves: the generated days of the published window (generated lazily, cached
 * with a bound) plus notices published at run time through the admin endpoint.
 */
import { dayNumber, isoFromDay } from '../generator/calendar.js';
import { generateDay } from '../generator/generate-day.js';
import type { Notice } from '../generator/notice.js';
import { matches } from './notice-filter.js';
import { isRestrictedSearch, type SearchQuery } from './search-query.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { max, min } = Math;

export interface RepositoryOptions {
  readonly seed: number;
  readonly volume: number;
  readonly today: string;
  readonly days: number;
}

/** Days kept in memory; older ones are regenerated on demand (identical output). */
const MAX_CACHED_DAYS = 40;
/** § 2 InsoBekV: unrestricted searches only within two weeks of publication. */
const UNRESTRICTED_DAYS = 14;

export type SearchOutcome =
  { readonly kind: 'rows'; readonly rows: Notice[] } | { readonly kind: 'too-many'; readonly count: number };

export class NoticeRepository {
  private readonly cache = new Map<number, Notice[]>();
  private readonly extras: Notice[] = [];
  private readonly todayDay: number;
  private readonly firstDay: number;

  constructor(private readonly options: RepositoryOptions) {
    this.todayDay = dayNumber(options.today);
    this.firstDay = this.todayDay - max(1, options.days) + 1;
  }

  get publishedCount(): number {
    return this.extras.length;
  }

  publish(notice: Notice): void {
    this.extras.push(notice);
  }

  /** All generated notices of one published day (empty outside the window). */
  day(date: string): Notice[] {
    const day = dayNumber(date);
    if (day < this.firstDay || day > this.todayDay) return [];
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
    const openFrom = this.todayDay - UNRESTRICTED_DAYS + 1;
    let first = this.firstDay;
    let last = this.todayDay;
    if (query.from) first = max(first, dayNumber(query.from));
    if (query.to) last = min(last, dayNumber(query.to));
    if (!restricted) first = max(first, openFrom);
    const rows: Notice[] = [];
    let count = 0;
    const consider = (notice: Notice) => {
      if (!matches(notice, query)) return;
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
