/**
 * Portal client (docs/DESIGN.md §8, docs/PORTAL.md): imports one publication day from neu.insolvenzbekanntmachungen.de
 * (or the portal replica) over its real JSF protocol.
 *
 * A day is searched as one query part; "zu viele Treffer" splits it by Bundesland, then by Gegenstand. Each
 * part's rows become listings with a fingerprint; only listings the caller does not know are fetched in detail.
 * Detail fetches run one after the other inside a session; parallelism comes from up to `concurrency` sessions,
 * each with its own cookies and result table. A part with many new notices is shared: other sessions repeat
 * the search and take a contiguous slice each.
 */
import { PortalSession, type SearchOutcome, type SessionContext } from './portal-session.js';
import { describeError } from './retry.js';
import {
  PortalProtocolError,
  SessionExpiredError,
  type DayImportReport,
  type FailedPart,
  type ImportDayHandlers,
  type Listing,
  type PortalClientOptions,
  type ProgressEvent,
  type QueryPart,
} from './types.js';

export * from './types.js';

const DEFAULTS = {
  baseUrl: 'https://neu.insolvenzbekanntmachungen.de',
  concurrency: 4,
  delayMs: 250,
  timeoutMs: 30_000,
  maxRetries: 5,
  retryBaseMs: 1_000,
  retryMaxMs: 30_000,
  maxReLogins: 3,
  detailChunkSize: 50,
  userAgent: 'Mozilla/5.0 (compatible; insolvenzmonitor/0.1; +https://github.com/insolvenzmonitor)',
} as const;

type ResolvedOptions = Required<Omit<PortalClientOptions, 'fetch' | 'random'>> & {
  readonly fetch: typeof fetch;
  readonly random: () => number;
};

export class PortalClient {
  private readonly options: ResolvedOptions;

  constructor(options: PortalClientOptions = {}) {
    const positive = (value: number | undefined, fallback: number, min: number): number => {
      if (value === undefined) return fallback;
      if (!Number.isFinite(value) || value < min) throw new RangeError(`portal client option out of range: ${value}`);
      return value;
    };
    this.options = {
      baseUrl: options.baseUrl ?? DEFAULTS.baseUrl,
      concurrency: Math.floor(positive(options.concurrency, DEFAULTS.concurrency, 1)),
      delayMs: positive(options.delayMs, DEFAULTS.delayMs, 0),
      timeoutMs: positive(options.timeoutMs, DEFAULTS.timeoutMs, 1),
      maxRetries: Math.floor(positive(options.maxRetries, DEFAULTS.maxRetries, 0)),
      retryBaseMs: positive(options.retryBaseMs, DEFAULTS.retryBaseMs, 0),
      retryMaxMs: positive(options.retryMaxMs, DEFAULTS.retryMaxMs, 0),
      maxReLogins: Math.floor(positive(options.maxReLogins, DEFAULTS.maxReLogins, 0)),
      detailChunkSize: Math.floor(positive(options.detailChunkSize, DEFAULTS.detailChunkSize, 1)),
      userAgent: options.userAgent ?? DEFAULTS.userAgent,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      random: options.random ?? Math.random,
    };
    new URL(this.options.baseUrl); // fail fast on a malformed base URL
  }

  /**
   * Import every notice published on `day` (YYYY-MM-DD). Resolves with a report (also when parts failed: see
   * `complete`); rejects only on an invalid day or when `handlers.signal` aborts (with the signal's reason).
   */
  importDay(day: string, handlers: ImportDayHandlers): Promise<DayImportReport> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
      return Promise.reject(new RangeError(`invalid day: ${day}`));
    if (handlers.signal?.aborted) return Promise.reject(handlers.signal.reason as Error);
    return new DayImport(day, handlers, this.options).run();
  }
}

/** Consecutive notices whose text could not be fetched before a part is given up. */
const MAX_FAILED_NOTICES_IN_ROW = 3;

type Task =
  | { readonly kind: 'search'; readonly part: QueryPart }
  | { readonly kind: 'details'; readonly part: QueryPart; readonly listings: readonly Listing[] };

interface PartState {
  readonly part: QueryPart;
  readonly seen: Set<string>;
  /** Error message → how often it occurred. */
  readonly errors: Map<string, number>;
}

class NoticeHandlerError extends Error {
  override readonly name = 'NoticeHandlerError';
}

/** The work of one `importDay` call. */
class DayImport {
  private readonly queue: Task[] = [];
  private readonly idle: PortalSession[] = [];
  private readonly parts = new Map<string, PartState>();
  private running = 0;
  private finish!: () => void;
  private fail!: (reason: unknown) => void;

  private listed = 0;
  private known = 0;
  private fetched = 0;
  private emptyTexts = 0;
  private fallbacks = 0;
  private searches = 0;
  private retries = 0;
  private reLogins = 0;
  private splits = 0;
  private serverErrors = 0;

  private readonly context: SessionContext;

  constructor(
    private readonly day: string,
    private readonly handlers: ImportDayHandlers,
    private readonly options: ResolvedOptions,
  ) {
    const baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.context = {
      baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      delayMs: options.delayMs,
      retry: {
        maxRetries: options.maxRetries,
        baseMs: options.retryBaseMs,
        maxMs: options.retryMaxMs,
        random: options.random,
      },
      userAgent: options.userAgent,
      random: options.random,
      signal: handlers.signal,
      onRetry: (attempt, delayMs, error) => {
        this.retries++;
        this.progress({ type: 'retry', attempt, delayMs, reason: describeError(error) });
      },
      onServerError: () => this.serverErrors++,
      onSearch: () => this.searches++,
    };
  }

  run(): Promise<DayImportReport> {
    return new Promise<DayImportReport>((resolve, reject) => {
      this.finish = () => resolve(this.report());
      this.fail = reject;
      this.enqueue({ kind: 'search', part: { state: null, subject: null } });
      this.pump();
    });
  }

  private get signal(): AbortSignal | undefined {
    return this.handlers.signal;
  }

  private enqueue(task: Task, first = false): void {
    if (!this.parts.has(partKey(task.part)))
      this.parts.set(partKey(task.part), { part: task.part, seen: new Set(), errors: new Map() });
    if (first) this.queue.unshift(task);
    else this.queue.push(task);
  }

  private pump(): void {
    const aborted = this.signal?.aborted === true;
    while (!aborted && this.running < this.options.concurrency && this.queue.length > 0) {
      const task = this.queue.shift() as Task;
      const session = this.takeSession(task);
      this.running++;
      void this.execute(task, session)
        .catch((error: unknown) => {
          if (this.signal?.aborted) return;
          this.failPart(task.part, error);
        })
        .finally(() => {
          this.running--;
          this.idle.push(session);
          this.pump();
        });
    }
    if (this.running === 0 && (aborted || this.queue.length === 0)) {
      if (aborted) this.fail(this.signal?.reason);
      else this.finish();
    }
  }

  private takeSession(task: Task): PortalSession {
    const sameTable = this.idle.findIndex((s) => s.holds(this.day, task.part));
    const index = sameTable >= 0 ? sameTable : this.idle.length - 1;
    if (index >= 0) return this.idle.splice(index, 1)[0];
    return new PortalSession(this.context);
  }

  private async execute(task: Task, session: PortalSession): Promise<void> {
    if (task.kind === 'search') {
      const outcome = await this.search(session, task.part);
      if (outcome.kind === 'tooMany') return this.split(session, task.part, outcome.message);
      if (outcome.kind === 'none') return;
      const fresh = await this.register(task.part, outcome.listings);
      const chunks = this.chunk(fresh);
      for (let i = chunks.length - 1; i >= 1; i--)
        this.enqueue({ kind: 'details', part: task.part, listings: chunks[i] }, true);
      this.pump();
      return this.fetchTexts(session, task.part, chunks[0] ?? []);
    }
    if (!session.holds(this.day, task.part)) {
      const outcome = await this.search(session, task.part);
      const extra = await this.reconcile(task.part, outcome);
      return this.fetchTexts(session, task.part, [...task.listings, ...extra]);
    }
    return this.fetchTexts(session, task.part, task.listings);
  }

  /** Search, opening a new session when the old one expired (bounded). */
  private async search(session: PortalSession, part: QueryPart): Promise<SearchOutcome> {
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await session.search(this.day, part);
        this.progress({
          type: 'search',
          part,
          outcome: outcome.kind,
          rows: outcome.kind === 'rows' ? outcome.listings.length : 0,
        });
        return outcome;
      } catch (error) {
        if (!(error instanceof SessionExpiredError) || attempt >= this.options.maxReLogins) throw error;
        this.reLogin(session, part, error);
      }
    }
  }

  private reLogin(session: PortalSession, part: QueryPart, error: SessionExpiredError): void {
    this.reLogins++;
    this.progress({ type: 'reLogin', part, reason: error.message });
    session.reset();
  }

  private split(session: PortalSession, part: QueryPart, message: string): void {
    const form = session.searchForm;
    let children: QueryPart[];
    let into: 'state' | 'subject';
    if (part.state === null && part.subject === null && form !== null && form.stateControl !== null) {
      children = form.stateCodes.map((state) => ({ state, subject: null }));
      into = 'state';
    } else if (part.subject === null && form !== null && form.subjectControl !== null) {
      children = form.subjectCodes.map((subject) => ({ state: part.state, subject }));
      into = 'subject';
    } else {
      throw new PortalProtocolError(`too many hits even for the smallest query part (${message})`);
    }
    this.splits++;
    this.progress({ type: 'split', part, into, parts: children.length });
    for (const child of children) this.enqueue({ kind: 'search', part: child });
  }

  /** Record listings of a part as listed; return the ones the caller does not know yet, in order. */
  private async register(part: QueryPart, listings: readonly Listing[]): Promise<Listing[]> {
    const state = this.partState(part);
    const fresh: Listing[] = [];
    for (const listing of listings) {
      if (state.seen.has(listing.fingerprint)) continue;
      state.seen.add(listing.fingerprint);
      this.listed++;
      this.signal?.throwIfAborted();
      if (await this.handlers.isKnown(listing)) this.known++;
      else fresh.push(listing);
    }
    return fresh;
  }

  /** After a repeated search: rows that appeared meanwhile are listed (and fetched when new). */
  private async reconcile(part: QueryPart, outcome: SearchOutcome): Promise<Listing[]> {
    if (outcome.kind === 'tooMany') throw new PortalProtocolError('repeated search now has too many hits');
    return this.register(part, outcome.kind === 'rows' ? outcome.listings : []);
  }

  private chunk(listings: Listing[]): Listing[][] {
    const size = this.options.detailChunkSize;
    const count = Math.min(this.options.concurrency, Math.floor(listings.length / size));
    if (count <= 1) return listings.length === 0 ? [] : [listings];
    const per = Math.ceil(listings.length / count);
    const chunks: Listing[][] = [];
    for (let i = 0; i < listings.length; i += per) chunks.push(listings.slice(i, i + per));
    return chunks;
  }

  /** Fetch and hand over texts one after the other in this session; re-login when the session expires. */
  private async fetchTexts(session: PortalSession, part: QueryPart, initial: readonly Listing[]): Promise<void> {
    const work = [...initial];
    const vanished: Listing[] = [];
    let reLoginsInRow = 0;
    let failuresInRow = 0;
    for (let i = 0; i < work.length;) {
      this.signal?.throwIfAborted();
      const listing = work[i];
      if (!session.has(listing.fingerprint)) {
        vanished.push(listing);
        i++;
        continue;
      }
      let result;
      try {
        result = await session.fetchText(listing.fingerprint);
      } catch (error) {
        if (this.signal?.aborted) throw error;
        if (error instanceof SessionExpiredError) {
          if (reLoginsInRow >= this.options.maxReLogins)
            throw new SessionExpiredError(`session keeps expiring: ${error.message}`);
          reLoginsInRow++;
          this.reLogin(session, part, error);
          const outcome = await this.search(session, part);
          work.push(...(await this.reconcile(part, outcome)));
          continue; // same listing again, in the new session
        }
        // One notice that cannot be fetched (retries exhausted) does not block the rest of the part; a run of
        // failures means the portal is down for us: give the part up.
        this.failPart(part, `notice text not fetched: ${describeError(error)}`);
        if (++failuresInRow >= MAX_FAILED_NOTICES_IN_ROW)
          throw new PortalProtocolError(`${failuresInRow} notice texts in a row could not be fetched`);
        i++;
        continue;
      }
      reLoginsInRow = 0;
      failuresInRow = 0;
      i++;
      if (result.text === null) {
        this.emptyTexts++;
        this.progress({ type: 'emptyText', part, fingerprint: listing.fingerprint });
        continue;
      }
      this.signal?.throwIfAborted();
      try {
        await this.handlers.onNotice(listing, result.text);
      } catch (error) {
        throw new NoticeHandlerError(`onNotice failed: ${describeError(error)}`);
      }
      this.fetched++;
      if (result.source === 'fallback') this.fallbacks++;
      this.progress({ type: 'notice', part, fingerprint: listing.fingerprint, source: result.source });
    }
    if (vanished.length > 0)
      this.failPart(part, `${vanished.length} listed notice(s) no longer in the result table after a repeated search`);
  }

  private partState(part: QueryPart): PartState {
    const key = partKey(part);
    let state = this.parts.get(key);
    if (state === undefined) {
      state = { part, seen: new Set(), errors: new Map() };
      this.parts.set(key, state);
    }
    return state;
  }

  private failPart(part: QueryPart, error: unknown): void {
    const message = typeof error === 'string' ? error : describeError(error);
    const errors = this.partState(part).errors;
    errors.set(message, (errors.get(message) ?? 0) + 1);
    this.progress({ type: 'partFailed', part, error: message });
  }

  private progress(event: ProgressEvent): void {
    try {
      this.handlers.onProgress?.(event);
    } catch {
      // informational only
    }
  }

  private report(): DayImportReport {
    const failedParts: FailedPart[] = [...this.parts.values()]
      .filter((p) => p.errors.size > 0)
      .map((p) => ({
        state: p.part.state,
        subject: p.part.subject,
        error: [...p.errors].map(([message, n]) => (n > 1 ? `${message} (${n}×)` : message)).join('; '),
      }));
    return {
      day: this.day,
      listed: this.listed,
      known: this.known,
      fetched: this.fetched,
      emptyTexts: this.emptyTexts,
      fallbacks: this.fallbacks,
      searches: this.searches,
      retries: this.retries,
      reLogins: this.reLogins,
      splits: this.splits,
      serverErrors: this.serverErrors,
      failedParts,
      complete: failedParts.length === 0 && this.emptyTexts === 0,
    };
  }
}

function partKey(part: QueryPart): string {
  return `${part.state ?? '*'}|${part.subject ?? '*'}`;
}
