import type { RecordedEvent } from '../event.js';

interface Entry {
  /** The read's checkpoint: the entry holds every event of the log after it up to `last`. */
  readonly after: bigint;
  readonly last: bigint;
  readonly events: readonly RecordedEvent[];
  readonly at: number;
}

/**
 * The subscriptions of a process (every projection, the new-case feed) read the same stretch of the log one
 * after another, each in its own turn of the event loop and each at its own pace (`PollingSubscription`). A read
 * returns every event after its checkpoint up to a limit, so it is a contiguous piece of the log; a later reader
 * whose checkpoint lies inside a piece read recently gets the rest of that piece instead of reading and parsing
 * it again (a cleanup's erasure events went through ten JSON parses each, an import's notices too).
 *
 * The log before its head never changes, except by deletion: every write of this process drops the pieces
 * (`clear`), and a piece lives `ttlMs` at most, so the events of a stream another process erased leave the
 * memory soon. An empty read is never kept: a caught-up reader always sees what another process appends.
 * At most `maxEvents` events are held; the oldest pieces go first.
 */
export class RecentBatchCache {
  private entries: Entry[] = [];
  private held = 0;
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxEvents = 5000,
    private readonly ttlMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  read(after: bigint, maxCount: number, load: () => RecordedEvent[]): RecordedEvent[] {
    this.dropExpired();
    const entry = this.entries.find((e) => e.after <= after && after < e.last);
    if (entry) {
      const from = firstAfter(entry.events, after);
      return entry.events.slice(from, from + maxCount);
    }
    const events = load();
    if (events.length > 0) this.keep({ after, last: events[events.length - 1].position, events, at: this.now() });
    return events;
  }

  clear(): void {
    this.entries = [];
    this.held = 0;
    clearTimeout(this.expiry);
    this.expiry = undefined;
  }

  private keep(entry: Entry): void {
    this.entries.push(entry);
    this.held += entry.events.length;
    while (this.held > this.maxEvents && this.entries.length > 1) this.held -= this.entries.shift()!.events.length;
    this.scheduleExpiry();
  }

  /** Drops expired pieces when no read comes to do it, so an idle process holds no events. */
  private scheduleExpiry(): void {
    if (this.expiry || this.entries.length === 0) return;
    this.expiry = setTimeout(() => {
      this.expiry = undefined;
      this.dropExpired();
      this.scheduleExpiry();
    }, this.ttlMs);
    this.expiry.unref();
  }

  private dropExpired(): void {
    const oldest = this.now() - this.ttlMs;
    while (this.entries.length > 0 && this.entries[0].at <= oldest) this.held -= this.entries.shift()!.events.length;
  }
}

/** Index of the first event after `position` (the events are in log order). */
function firstAfter(events: readonly RecordedEvent[], position: bigint): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid].position <= position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
