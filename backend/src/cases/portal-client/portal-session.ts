/**
 * One browser-like session on the portal: its own cookie jar (JSESSIONID), the result table of its last search
 * and the ViewState the next AJAX click needs. All requests of a session run one after the other, with a polite
 * pause between them; a session never runs two requests at once (the notice text belongs to the last click).
 */
import { CookieJar } from './cookie-jar.js';
import { AJAX_HEADERS, buildDetailBody, parsePartialResponse, parseTextPage } from './detail-request.js';
import { toListings } from './fingerprint.js';
import { parseResultPage, type ResultRow } from './result-page.js';
import { describeError, sleep, withRetry, type RetryPolicy } from './retry.js';
import { buildSearchBody, parseSearchForm, type SearchForm } from './search-form.js';
import {
  PortalHttpError,
  PortalProtocolError,
  PortalTimeoutError,
  SessionExpiredError,
  type Listing,
  type QueryPart,
} from './types.js';

export interface SessionContext {
  readonly baseUrl: URL;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly delayMs: number;
  readonly retry: RetryPolicy;
  readonly userAgent: string;
  readonly random: () => number;
  readonly signal?: AbortSignal;
  onRetry(attempt: number, delayMs: number, error: unknown): void;
  onServerError(status: number): void;
  onSearch(): void;
}

export type SearchOutcome =
  | { readonly kind: 'rows'; readonly listings: readonly Listing[] }
  | { readonly kind: 'none' }
  | { readonly kind: 'tooMany'; readonly message: string };

export interface TextResult {
  /** null when the text stayed empty after the fallback. */
  readonly text: string | null;
  readonly source: 'ajax' | 'fallback';
  readonly reason?: string;
}

interface Page {
  readonly status: number;
  readonly url: string;
  readonly body: string;
}

/** HTTP statuses that mean "your session or view is gone": open a new session. */
const EXPIRED_STATUSES = new Set([401, 403, 410, 419, 440]);
const MAX_REDIRECTS = 10;

let sessionCounter = 0;

export class PortalSession {
  readonly id = ++sessionCounter;
  private readonly jar = new CookieJar();
  private lastRequestEnd = 0;
  private form: SearchForm | null = null;
  private tableKey: string | null = null;
  private resultUrl: string | null = null;
  private rows = new Map<string, ResultRow>();
  private viewState: { name: string; value: string } | null = null;
  private lastText: string | null = null;

  constructor(private readonly ctx: SessionContext) {}

  /** The form of the last search (code lists, control names). */
  get searchForm(): SearchForm | null {
    return this.form;
  }

  /** True when this session's current result table is the one of `day` + `part`. */
  holds(day: string, part: QueryPart): boolean {
    return this.tableKey === tableKey(day, part);
  }

  has(fingerprint: string): boolean {
    return this.rows.has(fingerprint);
  }

  /** Forget cookies and state: the next search logs in anew (new JSESSIONID). */
  reset(): void {
    this.jar.clear();
    this.form = null;
    this.tableKey = null;
    this.resultUrl = null;
    this.rows.clear();
    this.viewState = null;
    this.lastText = null;
  }

  /** GET the form, POST it with the day and part, read the result table into this session. */
  async search(day: string, part: QueryPart): Promise<SearchOutcome> {
    this.tableKey = null;
    this.rows.clear();
    const formPage = await this.request('GET', this.url('ap/suche.jsf'));
    const form = parseSearchForm(formPage.body, formPage.url);
    this.form = form;
    const body = buildSearchBody(form, { day, state: part.state, subject: part.subject });
    this.ctx.onSearch();
    const page = await this.request('POST', form.action, { body, referer: formPage.url });
    const result = parseResultPage(page.body, page.url);
    switch (result.kind) {
      case 'unknown':
        throw new SessionExpiredError(`search answered without result table (${result.hint})`);
      case 'tooMany':
        return { kind: 'tooMany', message: result.message };
      case 'none':
        this.tableKey = tableKey(day, part);
        return { kind: 'none' };
      case 'rows': {
        const listings = toListings(result.rows, part, day);
        listings.forEach((listing, i) => this.rows.set(listing.fingerprint, result.rows[i]));
        this.viewState = result.viewState ?? form.viewState;
        this.resultUrl = page.url;
        this.tableKey = tableKey(day, part);
        return { kind: 'rows', listings };
      }
    }
  }

  /**
   * Click the row's detail button (AJAX) and read the text; fall back to text.xhtml when the AJAX value is empty
   * or malformed. Throws SessionExpiredError when the portal no longer knows the session or view.
   */
  async fetchText(fingerprint: string): Promise<TextResult> {
    const row = this.rows.get(fingerprint);
    if (row === undefined) throw new PortalProtocolError('notice is not in the current result table');
    if (row.detail === null) throw new PortalProtocolError('result row has no detail button');
    const facesPrefix = this.viewState?.name.replace(/\.ViewState$/, '') ?? this.form?.facesPrefix ?? 'jakarta.faces';
    const body = buildDetailBody(row.detail, this.viewState, facesPrefix);
    const action = row.detail.action ?? this.url('ap/ergebnis.jsf').toString();
    const page = await this.request('POST', action, {
      body,
      referer: this.resultUrl ?? action,
      headers: AJAX_HEADERS,
    });
    const answer = parsePartialResponse(page.body);
    if (answer.kind === 'expired') throw new SessionExpiredError(answer.reason);
    if (answer.viewState !== null && answer.viewState !== '' && this.viewState !== null)
      this.viewState = { name: this.viewState.name, value: answer.viewState };
    if (answer.kind === 'text') {
      this.lastText = answer.text;
      return { text: answer.text, source: 'ajax' };
    }

    const textUrl = this.url('ap/text.xhtml');
    textUrl.searchParams.set('x', String(Math.floor(this.ctx.random() * 1e12)));
    const fallback = parseTextPage((await this.request('GET', textUrl.toString(), { referer: action })).body);
    if (fallback.kind === 'expired') throw new SessionExpiredError(fallback.reason);
    if (fallback.kind === 'empty')
      return { text: null, source: 'fallback', reason: `${answer.reason}; ${fallback.reason}` };
    // text.xhtml shows the last *processed* click: the previous notice's text means this click did not register.
    if (fallback.text === this.lastText)
      return { text: null, source: 'fallback', reason: 'text.xhtml still shows the previous notice' };
    this.lastText = fallback.text;
    return { text: fallback.text, source: 'fallback' };
  }

  private url(path: string): URL {
    return new URL(path, this.ctx.baseUrl);
  }

  /** One logical request: polite pause, retries with backoff, manual redirects with cookies. */
  private async request(
    method: 'GET' | 'POST',
    url: string | URL,
    options: { body?: URLSearchParams; referer?: string; headers?: Readonly<Record<string, string>> } = {},
  ): Promise<Page> {
    return withRetry(this.ctx.retry, () => this.attempt(method, url.toString(), options), {
      signal: this.ctx.signal,
      onRetry: (attempt, delayMs, error) => this.ctx.onRetry(attempt, delayMs, error),
    });
  }

  private async attempt(
    initialMethod: 'GET' | 'POST',
    initialUrl: string,
    options: { body?: URLSearchParams; referer?: string; headers?: Readonly<Record<string, string>> },
  ): Promise<Page> {
    let method = initialMethod;
    let url = new URL(initialUrl);
    let body = options.body;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await this.politePause();
      const response = await this.fetchOnce(method, url, body, options, hop === 0);
      const status = response.status;
      if (status >= 300 && status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        const next = new URL(response.headers.get('location') as string, url);
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        url = next;
        continue;
      }
      if (status >= 500) {
        await response.body?.cancel();
        this.ctx.onServerError(status);
        throw new PortalHttpError(status, url.toString(), retryAfter(response.headers.get('retry-after')));
      }
      if (EXPIRED_STATUSES.has(status)) {
        await response.body?.cancel();
        throw new SessionExpiredError(`HTTP ${status} from ${url.pathname}`);
      }
      if (status >= 400) {
        await response.body?.cancel();
        throw new PortalHttpError(status, url.toString(), retryAfter(response.headers.get('retry-after')));
      }
      return { status, url: url.toString(), body: await this.readBody(response) };
    }
    throw new PortalProtocolError(`more than ${MAX_REDIRECTS} redirects from ${initialUrl}`);
  }

  private async fetchOnce(
    method: 'GET' | 'POST',
    url: URL,
    body: URLSearchParams | undefined,
    options: { referer?: string; headers?: Readonly<Record<string, string>> },
    firstHop: boolean,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'User-Agent': this.ctx.userAgent,
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'Accept-Language': 'de-DE,de;q=0.9',
      ...(firstHop ? (options.headers ?? {}) : {}),
    };
    if (options.referer !== undefined) headers.Referer = options.referer;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
      headers.Origin = url.origin;
    }
    const cookie = this.jar.header(url);
    if (cookie !== null) headers.Cookie = cookie;
    const timeout = AbortSignal.timeout(this.ctx.timeoutMs);
    const signal = this.ctx.signal === undefined ? timeout : AbortSignal.any([this.ctx.signal, timeout]);
    try {
      const response = await this.ctx.fetch(url, {
        method,
        headers,
        body: body?.toString(),
        redirect: 'manual',
        signal,
      });
      this.jar.store(url, response.headers.getSetCookie());
      return response;
    } catch (error) {
      throw this.translateAbort(error, timeout, url);
    } finally {
      this.lastRequestEnd = Date.now();
    }
  }

  private async readBody(response: Response): Promise<string> {
    try {
      const bytes = await response.arrayBuffer();
      const charset = /charset="?([\w-]+)"?/i.exec(response.headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
      return decode(bytes, charset);
    } catch (error) {
      // The body is read under the same timeout/abort signal as the headers.
      if (this.ctx.signal?.aborted) throw this.ctx.signal.reason;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new PortalTimeoutError(`reading the answer took longer than ${this.ctx.timeoutMs} ms`);
      throw error;
    } finally {
      this.lastRequestEnd = Date.now();
    }
  }

  private translateAbort(error: unknown, timeout: AbortSignal, url: URL): unknown {
    if (this.ctx.signal?.aborted) return this.ctx.signal.reason;
    if (timeout.aborted) return new PortalTimeoutError(`${url.pathname}: no answer within ${this.ctx.timeoutMs} ms`);
    if (error instanceof Error && error.name === 'AbortError') return new PortalTimeoutError(describeError(error));
    return error;
  }

  private async politePause(): Promise<void> {
    const wait = this.lastRequestEnd + this.ctx.delayMs - Date.now();
    if (this.lastRequestEnd > 0 && wait > 0) await sleep(wait, this.ctx.signal);
  }
}

function decode(bytes: ArrayBuffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function tableKey(day: string, part: QueryPart): string {
  return `${day}|${part.state ?? '*'}|${part.subject ?? '*'}`;
}

function retryAfter(header: string | null): number | null {
  if (header === null) return null;
  if (/^\d+$/.test(header.trim())) return parseInt(header, 10) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
