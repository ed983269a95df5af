/**
 * Portal replica: a local HTTP server that speaks the protocol of neu.insolvenzbekanntmachungen.de (docs/PORTAL.md) so
 * that the real portal client works against it unchanged, filled by the deterministic day generator.
 *
 *   GET  /ap/suche.jsf                 search form (frm_suche, every control, jakarta.faces.ViewState, JSESSIONID)
 *   POST /ap/suche.jsf[;jsessionid=…]  search → result page (tbl_ergebnis), "Keine Treffer", or "zu viele Treffer"
 *   POST /ap/ergebnis.jsf              AJAX detail click → <partial-response> with frm_text:ihd_text
 *   GET  /ap/text.xhtml?x=…            text of the session's last click in <pre id="veroefftext">
 *   /__replica/…                       control endpoints (admin/admin-routes.ts)
 *
 * The replica has a clock (option `now`/`clockOffsetMs`, POST /__replica/clock). With `intraday` a notice of today
 * is listed only once its publication time has passed on it; release mode holds back notices and releases them at
 * random instants (search/notice-repository.ts). Search, detail and text agree on what is published.
 *
 * Behaviour chosen where the real portal is not documented:
 * - Expired or unknown session, or a ViewState the session does not hold, on POST /ap/suche.jsf: HTTP 200 with
 *   the search page, a fresh session (new JSESSIONID cookie and ViewState) and the message "Ihre Sitzung ist
 *   abgelaufen. Bitte starten Sie eine neue Suche." (no result table). On the AJAX detail request: HTTP 200
 *   partial-response <error> with jakarta.faces.application.ViewExpiredException. On text.xhtml: HTTP 200 page
 *   with the same message and no <pre id="veroefftext">.
 * - Any ViewState of the session's last 20 views is accepted (the result page's one too); each render issues a new
 *   one. ";jsessionid=" appears in the form action only while the client has not sent the cookie yet.
 * - A POST without the form marker "frm_suche" or the pressed button "frm_suche:cbt_suchen" runs no search: the
 *   form comes back, as JSF does when no action is decoded.
 * - Validation: unknown select values, bad dates, and an incomplete register entry ("Der Registereintrag muss
 *   eindeutig belegt sein!") show the search page with a message.
 * - Wildcard mode 0 (default) = "beginnt mit" with * and ?, 1 = exact, 2 = contains; first name and seat match
 *   as "beginnt mit"; companies never match a first name.
 * - Notices older than two weeks are found only when the query names the court and an identifier (§ 2 InsoBekV).
 * - More hits than the limit: result page "Ihre Suche ergab zu viele Treffer. Die maximale Trefferzahl beträgt N."
 * - Result rows: newest publication date first. Court/register select codes are replica-specific.
 * - text.xhtml before any detail click: HTTP 500 (Tomcat error page). Unknown row/button in a detail click:
 *   partial-response <error> with jakarta.faces.FacesException.
 * - Faults (FaultOptions) are decided per endpoint request counter with a seed, so a run can be replayed;
 *   setting faults restarts the counters. Latency is added before the fault/normal answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAdmin } from './admin/admin-routes.js';
import { toPublishedNotice } from './admin/publish-notice.js';
import { FaultInjector } from './faults/fault-injector.js';
import { StatsCounters } from './faults/replica-stats.js';
import { formatBerlin, parseInstant } from './clock/berlin-time.js';
import type { ClockChange } from './clock/clock-request.js';
import { parseReleaseRequest } from './clock/release-request.js';
import { ReplicaClock } from './clock/replica-clock.js';
import { berlinToday, dayNumber } from './generator/calendar.js';
import { DEFAULT_VOLUME } from './generator/generate-day.js';
import type { Notice } from './generator/notice.js';
import { renderNotFound, renderServerError } from './html/error-pages.js';
import { parsePath } from './http/request.js';
import { redirect, sendHtml } from './http/respond.js';
import type {
  Endpoint,
  FaultOptions,
  ReleaseOptions,
  ReplicaClockState,
  ReplicaOptions,
  ReplicaStats,
} from './replica-options.js';
import { handleDetail, handleText } from './routes/detail-routes.js';
import { type ReplicaContext, requestedSessionId } from './routes/replica-context.js';
import { handleSearch, handleSearchForm } from './routes/search-routes.js';
import { type DebtorLinkRecord, NoticeRepository, type Release } from './search/notice-repository.js';
import { type NoticeEdit, parseEditRequest, type Replacement } from './corrections/notice-edits.js';
import { SessionStore } from './session/session-store.js';

export type {
  Endpoint,
  FaultOptions,
  ReleaseOptions,
  ReplicaClockState,
  ReplicaOptions,
  ReplicaStats,
} from './replica-options.js';
export type { DebtorLinkRecord, Release } from './search/notice-repository.js';
export { generateDay } from './generator/generate-day.js';
export type { Notice } from './generator/notice.js';
export type { NoticeEdit, Replacement } from './corrections/notice-edits.js';

export interface PortalReplica {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:8090 (the portal lives under /ap/). */
  readonly url: string;
  close(): Promise<void>;
  /** Replaces the fault settings (an empty object clears them) and restarts the decision counters. */
  setFaults(faults: FaultOptions): void;
  /**
   * Publishes an extra notice (generator shape; id, date, time, court data and subject are completed if missing).
   * Listed at once, or from `publishAt` (instant) / `publicationTime` ("HH:MM", Berlin, on its date) on.
   */
  publish(
    notice: Partial<Notice> &
      Pick<Notice, 'caseNumber' | 'debtorName' | 'text'> & { readonly publishAt?: string | number | Date },
  ): Notice;
  /** The replica clock (ms since the epoch). */
  now(): number;
  /** Puts the clock to an instant (ms, Date or ISO; without zone Berlin time); it runs on from there. */
  setClock(now: string | number | Date): void;
  /** Moves the clock by `ms` (negative: back). */
  advanceClock(ms: number): void;
  clock(): ReplicaClockState;
  /** Release mode: holds back `count` unpublished notices of today, released within `overMs` of the clock. */
  release(options: ReleaseOptions): Release[];
  /** Every notice held back by release mode so far, with its instant. */
  releases(): readonly Release[];
  stats(): ReplicaStats;
  resetStats(): void;
  expireAllSessions(): void;
  /** Corrects a published notice from `at` (replica clock; default now) on: text replacements (issue #32). */
  correct(id: string, replace: readonly Replacement[], at?: number): NoticeEdit;
  /** Stops listing a published notice from `at` on. */
  withdraw(id: string, at?: number): NoticeEdit;
  /** Every correction and withdrawal so far (ground truth). */
  edits(): readonly NoticeEdit[];
  /** The window's added proceedings of known debtors and near-namesakes (ground truth of the debtor files). */
  debtorLinks(): readonly DebtorLinkRecord[];
}

const DEFAULT_TTL_MS = 60 * 60 * 1000;

function route(method: string | undefined, path: string): Endpoint | 'admin' | 'root' | 'ergebnis-get' | null {
  if (path.startsWith('/__replica/')) return 'admin';
  if (path === '/ap/suche.jsf') return method === 'POST' ? 'search' : 'form';
  if (path === '/ap/ergebnis.jsf') return method === 'POST' ? 'detail' : 'ergebnis-get';
  if (path === '/ap/text.xhtml') return 'text';
  if (path === '/' || path === '/ap' || path === '/ap/') return 'root';
  return null;
}

export async function startPortalReplica(options: ReplicaOptions = {}): Promise<PortalReplica> {
  const seed = (options.seed ?? 1) >>> 0;
  const clock = new ReplicaClock(options.now, options.clockOffsetMs ?? 0);
  const intraday = options.intraday === true;
  const startDay = options.today ?? berlinToday(new Date(clock.now()));
  dayNumber(startDay); // validates
  // With intraday publishing and no fixed day, the replica's today follows its clock (midnight starts a new day).
  const today = options.today === undefined && intraday ? () => berlinToday(new Date(clock.now())) : () => startDay;
  const stats = new StatsCounters();
  const sessions = new SessionStore(options.sessionTtlMs ?? DEFAULT_TTL_MS);
  const faults = new FaultInjector(seed, options.faults ?? {});
  const repository = new NoticeRepository({
    seed,
    volume: options.volume ?? DEFAULT_VOLUME,
    today,
    days: options.days ?? 14,
    now: () => clock.now(),
    intraday,
  });
  if (options.release) {
    const release = parseReleaseRequest(options.release);
    repository.release(release.count, release.overMs, true);
  }
  const baseHitLimit = options.hitLimit ?? 1000;
  const ctx: ReplicaContext = {
    sessions,
    repository,
    faults,
    stats,
    hitLimit: () => faults.hitLimitOverride ?? baseHitLimit,
  };
  let published = 0;

  const publish = (input: unknown): Notice => {
    const { notice, releaseAt } = toPublishedNotice(input, today(), ++published, clock.now());
    repository.publish(notice, releaseAt);
    return notice;
  };
  const clockState = (): ReplicaClockState => ({
    ...clock.settings,
    berlin: formatBerlin(clock.now()),
    today: today(),
    intraday,
  });
  const release = (input: unknown): Release[] => {
    const { count, overMs } = parseReleaseRequest(input);
    return repository.release(count, overMs);
  };
  const releaseCounts = () => {
    const now = clock.now();
    const all = repository.scheduledReleases();
    return { scheduled: all.length, released: all.filter((r) => r.releaseAt <= now).length };
  };
  const snapshot = (): ReplicaStats => ({
    requests: { ...stats.requests },
    faults: {
      http500: { ...stats.http500 },
      delayed: stats.delayed,
      emptyTexts: stats.emptyTexts,
      sessionExpiries: stats.sessionExpiries,
    },
    outcomes: {
      resultPages: stats.resultPages,
      noHits: stats.noHits,
      tooManyHits: stats.tooManyHits,
      expiredViews: stats.expiredViews,
      validationErrors: stats.validationErrors,
      details: stats.details,
      texts: stats.texts,
    },
    sessions: { active: sessions.active, created: sessions.created, expired: sessions.expired },
    published: repository.publishedCount,
    hitLimit: ctx.hitLimit(),
    faultSettings: faults.settings,
    clock: clockState(),
    releases: releaseCounts(),
  });
  const admin = {
    stats: snapshot,
    faults: () => faults.settings,
    setFaults: (f: FaultOptions) => faults.set(f),
    publishJson: publish,
    expireAllSessions: () => sessions.expireAll(),
    resetStats: () => stats.reset(),
    clock: clockState,
    changeClock: (change: ClockChange) => {
      if (change.kind === 'set') clock.set(change.instant);
      else if (change.kind === 'offset') clock.setOffset(change.offsetMs);
      else if (change.kind === 'advance') clock.advance(change.ms);
      else clock.setOffset(0);
    },
    release,
    releases: () => repository.scheduledReleases(),
    edit: (kind: NoticeEdit['kind'], body: unknown) => {
      const { id, replace, at } = parseEditRequest(body, kind);
      return repository.edit(kind, id, replace, at);
    },
    edits: () => repository.edits(),
    debtorLinks: () => repository.debtorLinks(),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = parsePath(req.url);
    const target = route(req.method, path.path);
    if (target === 'admin') return handleAdmin(admin, req, res, path.path);
    if (target === 'root' || target === 'ergebnis-get') return redirect(res, '/ap/suche.jsf');
    if (target === null) return sendHtml(res, 404, renderNotFound());

    stats.requests[target]++;
    const decided = faults.forRequest(target);
    if (decided.delayMs > 0) {
      stats.delayed++;
      await new Promise((resolve) => setTimeout(resolve, decided.delayMs));
    }
    if (decided.expireSession) {
      const id = requestedSessionId(req, path);
      if (id) sessions.drop(id);
      stats.sessionExpiries++;
    }
    if (decided.http500) {
      stats.http500[target]++;
      req.resume();
      return sendHtml(res, 500, renderServerError());
    }
    switch (target) {
      case 'form':
        return handleSearchForm(ctx, req, res, path);
      case 'search':
        return handleSearch(ctx, req, res, path);
      case 'detail':
        return handleDetail(ctx, req, res, path);
      default:
        return handleText(ctx, req, res, path);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('portal replica: request failed', error);
      if (!res.headersSent)
        sendHtml(res, 500, renderServerError(error instanceof Error ? error.message : String(error)));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  const sweeper = setInterval(() => sessions.sweep(), Math.min(options.sessionTtlMs ?? DEFAULT_TTL_MS, 60_000));
  sweeper.unref();

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweeper);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setFaults: (f) => faults.set(f),
    publish: (notice) => publish(notice),
    now: () => clock.now(),
    setClock: (now) => clock.set(parseInstant(now, 'now')),
    advanceClock: (ms) => clock.advance(ms),
    clock: clockState,
    release: (r) => release(r),
    releases: () => repository.scheduledReleases(),
    stats: snapshot,
    resetStats: () => stats.reset(),
    expireAllSessions: () => sessions.expireAll(),
    correct: (id, replace, at) => repository.edit('corrected', id, replace, at),
    withdraw: (id, at) => repository.edit('withdrawn', id, [], at),
    edits: () => repository.edits(),
    debtorLinks: () => repository.debtorLinks(),
  };
}
