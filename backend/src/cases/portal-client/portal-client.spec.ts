/**
 * PortalClient against a tiny in-process fake of the portal built from the hand-written page snippets. The full
 * protocol tests run against the portal replica in e2e/src/portal-client; these pin the client's own behaviour
 * (request shapes, splitting, fallback, re-login, abort) independent of the replica.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PortalClient, type Listing, type ProgressEvent } from './portal-client.js';
import { partialResponse, resultPage, searchFormPage, textPage, type SampleRow } from './portal-pages.test-kit.js';

interface FakeNotice extends SampleRow {
  readonly state: string;
  readonly subject: string;
  readonly text: string;
}

interface FakeSession {
  table: FakeNotice[];
  lastClick: FakeNotice | null;
}

class FakePortal {
  readonly sessions = new Map<string, FakeSession>();
  readonly log: string[] = [];
  notices: FakeNotice[] = [];
  hitLimit = 1000;
  fail500 = 0;
  emptyAjax = new Set<string>();
  brokenAjax = new Set<string>();
  expireAfterClicks: number | null = null;
  clicks = 0;
  badAjaxHeaders = 0;
  private server!: Server;
  private counter = 0;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = new URL(req.url ?? '/', this.url).pathname;
    this.log.push(`${req.method} ${path}`);
    if (this.fail500 > 0) {
      this.fail500--;
      return this.send(res, 500, 'Internal Server Error');
    }
    const sid = /JSESSIONID=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    let session = sid === undefined ? undefined : this.sessions.get(sid);
    if (req.method === 'GET' && path === '/ap/suche.jsf') {
      if (session === undefined) {
        const id = `s${++this.counter}`;
        session = { table: [], lastClick: null };
        this.sessions.set(id, session);
        res.setHeader('Set-Cookie', `JSESSIONID=${id}; Path=/ap; HttpOnly`);
      }
      return this.send(res, 200, searchFormPage({ viewState: `vs-${this.counter}` }));
    }
    if (session === undefined) {
      // Like the portal: an unknown session lands on the form again.
      res.setHeader('Location', '/ap/suche.jsf');
      return this.send(res, 302, '');
    }
    if (req.method === 'POST' && path.startsWith('/ap/suche.jsf')) {
      const day = body.get('frm_suche:ldi_datumVon:datumHtml5') ?? '';
      const [y, m, d] = day.split('-');
      const state = body.get('frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom');
      const subject = body.get('frm_suche:lsom_gegenstand:codelist:mysom');
      const hits = this.notices.filter(
        (n) =>
          n.date === `${d}.${m}.${y}` &&
          (state === 'NO_CODE' || n.state === state) &&
          (subject === 'NO_CODE' || n.subject === subject),
      );
      if (body.get('frm_suche:cbt_suchen') !== 'Suchen' || body.get('jakarta.faces.ViewState') === null)
        return this.send(res, 400, 'bad form');
      if (hits.length > this.hitLimit) return this.send(res, 200, '<p>Ihre Suche ergab zu viele Treffer.</p>');
      session.table = hits;
      if (hits.length === 0) return this.send(res, 200, '<span id="otx_keineTreffer">Keine Treffer</span>');
      return this.send(res, 200, resultPage(hits));
    }
    if (req.method === 'POST' && path === '/ap/ergebnis.jsf') {
      if (req.headers['faces-request'] !== 'partial/ajax' || req.headers['x-requested-with'] !== 'XMLHttpRequest')
        this.badAjaxHeaders++;
      this.clicks++;
      if (this.expireAfterClicks !== null && this.clicks === this.expireAfterClicks) {
        this.sessions.clear();
        return this.send(
          res,
          200,
          '<partial-response><error><error-name>jakarta.faces.application.ViewExpiredException</error-name></error></partial-response>',
        );
      }
      const index = Number(/^tbl_ergebnis:(\d+):/.exec(body.get('jakarta.faces.source') ?? '')?.[1]);
      const notice = session.table[index];
      if (this.brokenAjax.has(notice.az)) return this.send(res, 503, 'unavailable');
      session.lastClick = notice;
      return this.send(res, 200, partialResponse(this.emptyAjax.has(notice.az) ? '' : notice.text), 'text/xml');
    }
    if (req.method === 'GET' && path === '/ap/text.xhtml')
      return this.send(res, 200, textPage(session.lastClick?.text ?? ''));
    return this.send(res, 404, 'not found');
  }

  private send(res: ServerResponse, status: number, body: string, type = 'text/html'): void {
    res.writeHead(status, { 'Content-Type': `${type}; charset=UTF-8` });
    res.end(body);
  }
}

const STATES = ['HH', 'BE', 'NW'];
const SUBJECTS = ['EROEFF', 'SICHMASS'];

function notices(count: number, date = '03.07.2025'): FakeNotice[] {
  return Array.from({ length: count }, (_, i) => ({
    date,
    az: `${i + 1} IN ${i}/25`,
    court: i % 2 === 0 ? 'Hamburg' : 'Charlottenburg (Berlin)',
    name: `Firma Nr. ${i} GmbH & Co. KG`,
    seat: 'Hamburg',
    register: i % 3 === 0 ? '' : `Hamburg, HRB ${1000 + i}`,
    state: STATES[i % STATES.length],
    subject: SUBJECTS[Math.floor(i / STATES.length) % SUBJECTS.length],
    text: `${i + 1} IN ${i}/25: In dem Verfahren über das Vermögen der Firma Nr. ${i} GmbH & Co. KG <ehemals "X">\nZeile 2 äöüß`,
  }));
}

function collector(known: Set<string> = new Set()) {
  const received: { listing: Listing; text: string }[] = [];
  const events: ProgressEvent[] = [];
  return {
    received,
    events,
    handlers: {
      isKnown: (listing: Listing) => known.has(listing.fingerprint),
      onNotice: async (listing: Listing, text: string) => {
        received.push({ listing, text });
      },
      onProgress: (event: ProgressEvent) => events.push(event),
    },
  };
}

describe('PortalClient (fake portal)', () => {
  let portal: FakePortal;
  let client: PortalClient;
  const options = () => ({
    baseUrl: portal.url,
    delayMs: 0,
    retryBaseMs: 1,
    retryMaxMs: 5,
    concurrency: 3,
    timeoutMs: 2000,
  });

  beforeEach(async () => {
    portal = new FakePortal();
    await portal.start();
    client = new PortalClient(options());
  });
  afterEach(() => portal.stop());

  it('imports a day: every text once, AJAX headers sent, second pass fetches nothing', async () => {
    portal.notices = [...notices(12), ...notices(3, '04.07.2025')];
    const first = collector();
    const report = await client.importDay('2025-07-03', first.handlers);
    expect(report).toMatchObject({
      day: '2025-07-03',
      listed: 12,
      known: 0,
      fetched: 12,
      emptyTexts: 0,
      complete: true,
    });
    expect(portal.badAjaxHeaders).toBe(0);
    const byAz = new Map(portal.notices.map((n) => [n.az, n.text]));
    for (const { listing, text } of first.received) expect(text).toBe(byAz.get(listing.caseNumber));
    expect(new Set(first.received.map((r) => r.listing.fingerprint)).size).toBe(12);
    expect(first.received.map((r) => r.listing.caseNumber)).toEqual(portal.notices.slice(0, 12).map((n) => n.az));

    const clicks = portal.clicks;
    const second = collector(new Set(first.received.map((r) => r.listing.fingerprint)));
    const again = await client.importDay('2025-07-03', second.handlers);
    expect(again).toMatchObject({ listed: 12, known: 12, fetched: 0, complete: true });
    expect(portal.clicks).toBe(clicks);
  });

  it('treats "Keine Treffer" as an empty, complete day', async () => {
    const report = await client.importDay('2025-07-05', collector().handlers);
    expect(report).toMatchObject({ listed: 0, fetched: 0, complete: true, failedParts: [] });
  });

  it('splits by Bundesland, then Gegenstand, and reports parts that still do not fit', async () => {
    portal.notices = notices(30);
    portal.hitLimit = 6; // 10 per state → split by subject (5 each) fits
    const c = collector();
    const report = await client.importDay('2025-07-03', c.handlers);
    expect(report).toMatchObject({ listed: 30, fetched: 30, complete: true, splits: 4 });
    expect(new Set(c.received.map((r) => `${r.listing.state}/${r.listing.subject}`)).size).toBe(6);

    portal.hitLimit = 4;
    const failing = await client.importDay('2025-07-03', collector().handlers);
    expect(failing.complete).toBe(false);
    expect(failing.failedParts).toHaveLength(6);
    expect(failing.failedParts[0].error).toMatch(/too many hits/);
  });

  it('retries server errors with backoff', async () => {
    portal.notices = notices(4);
    portal.fail500 = 3;
    const report = await client.importDay('2025-07-03', collector().handlers);
    expect(report).toMatchObject({ fetched: 4, retries: 3, serverErrors: 3, complete: true });
  });

  it('uses the text.xhtml fallback for empty AJAX values', async () => {
    portal.notices = notices(5);
    portal.emptyAjax = new Set([portal.notices[1].az, portal.notices[3].az]);
    const c = collector();
    const report = await client.importDay('2025-07-03', c.handlers);
    expect(report).toMatchObject({ fetched: 5, fallbacks: 2, emptyTexts: 0, complete: true });
    expect(c.received.map((r) => r.text)).toEqual(portal.notices.map((n) => n.text));
    expect(portal.log.filter((l) => l === 'GET /ap/text.xhtml')).toHaveLength(2);
  });

  it('counts texts that stay empty and does not hand them over', async () => {
    portal.notices = notices(3).map((n, i) => (i === 1 ? { ...n, text: '' } : n));
    const c = collector();
    const report = await client.importDay('2025-07-03', c.handlers);
    expect(report).toMatchObject({ fetched: 2, emptyTexts: 1, complete: false });
    expect(c.received.map((r) => r.listing.caseNumber)).not.toContain(portal.notices[1].az);
  });

  it('logs in again when the session expires and loses nothing', async () => {
    portal.notices = notices(8);
    portal.expireAfterClicks = 4;
    const c = collector();
    const report = await new PortalClient({ ...options(), concurrency: 1 }).importDay('2025-07-03', c.handlers);
    expect(report).toMatchObject({ listed: 8, fetched: 8, reLogins: 1, complete: true });
    expect(c.received.map((r) => r.listing.caseNumber)).toEqual(portal.notices.map((n) => n.az));
  });

  it('stops on abort and rejects with the reason', async () => {
    portal.notices = notices(20);
    const controller = new AbortController();
    const c = collector();
    const handlers = {
      ...c.handlers,
      signal: controller.signal,
      onNotice: async (listing: Listing, text: string) => {
        c.received.push({ listing, text });
        if (c.received.length === 3) controller.abort(new Error('stopped by test'));
      },
    };
    await expect(client.importDay('2025-07-03', handlers)).rejects.toThrow('stopped by test');
    expect(c.received).toHaveLength(3);
  });

  it('skips a notice whose text keeps failing, fetches the rest and reports the part', async () => {
    portal.notices = notices(4);
    portal.brokenAjax = new Set([portal.notices[1].az]);
    const c = collector();
    const report = await new PortalClient({ ...options(), maxRetries: 2 }).importDay('2025-07-03', c.handlers);
    expect(report).toMatchObject({ fetched: 3, retries: 2, serverErrors: 3, complete: false });
    expect(report.failedParts[0].error).toMatch(/notice text not fetched: PortalHttpError: HTTP 503/);
    expect(c.received.map((r) => r.listing.caseNumber)).toEqual(
      portal.notices.filter((_, i) => i !== 1).map((n) => n.az),
    );
  });

  it('fails a part when onNotice fails, and keeps going elsewhere', async () => {
    portal.notices = notices(3);
    const report = await client.importDay('2025-07-03', {
      isKnown: () => false,
      onNotice: async () => {
        throw new Error('store down');
      },
    });
    expect(report.complete).toBe(false);
    expect(report.failedParts).toEqual([{ state: null, subject: null, error: expect.stringMatching(/store down/) }]);
  });

  it('rejects an invalid day', async () => {
    await expect(client.importDay('03.07.2025', collector().handlers)).rejects.toThrow(RangeError);
  });
});
