/**
 * The portal client over real HTTP against the portal replica (docs/DESIGN.md §8): full day, second pass, splitting,
 * injected 500s / latency / timeouts, empty texts, session expiry, abort.
 */
import {
  PortalClient,
  type DayImportReport,
  type Listing,
  type PortalClientOptions,
} from '@insolvenz/backend/cases/portal-client/portal-client.js';
import { generateDay, startPortalReplica, type Notice, type PortalReplica } from '../portal-replica/replica-server.js';

const TODAY = '2025-07-03'; // a Thursday
const SEED = 20250703;
const VOLUME = 160;

interface Received {
  readonly listing: Listing;
  readonly text: string;
}

/** Listing identity as the result table shows it. */
const rowKey = (r: { courtPlace: string; caseNumber: string; seat: string; register: string | null }, name: string) =>
  [r.courtPlace, r.caseNumber, name, r.seat, r.register ?? ''].join('|');
const noticeKey = (n: Notice) => rowKey(n, n.listingName);
const listingKey = (l: Listing) => rowKey(l, l.debtorName);
const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** Requests aborted by the client show up as "request failed … aborted" in the replica's log. */
const consoleError = console.error;
function quietReplicaErrors(): void {
  console.error = (...args: unknown[]) => {
    if (String(args[0]).startsWith('portal replica: request failed')) return;
    consoleError(...args);
  };
}

function recorder(known: ReadonlySet<string> = new Set()) {
  const received: Received[] = [];
  const listed: Listing[] = [];
  return {
    received,
    listed,
    isKnown: (listing: Listing) => {
      listed.push(listing);
      return known.has(listing.fingerprint);
    },
    onNotice: async (listing: Listing, text: string) => {
      received.push({ listing, text });
    },
  };
}

describe('PortalClient against the portal replica', () => {
  let replica: PortalReplica;
  const expected = generateDay(TODAY, { seed: SEED, volume: VOLUME });
  const expectedPairs = expected.map((n) => `${noticeKey(n)}|${normalise(n.text)}`).sort();

  const client = (options: PortalClientOptions = {}) =>
    new PortalClient({
      baseUrl: replica.url,
      delayMs: 0,
      retryBaseMs: 2,
      retryMaxMs: 20,
      timeoutMs: 5_000,
      ...options,
    });

  const expectAllTexts = (received: readonly Received[]) => {
    expect(received.map((r) => `${listingKey(r.listing)}|${r.text}`).sort()).toEqual(expectedPairs);
    expect(new Set(received.map((r) => r.listing.fingerprint)).size).toBe(received.length);
  };

  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: SEED, volume: VOLUME, today: TODAY, days: 3 });
  });
  afterAll(() => replica.close());
  beforeEach(() => {
    replica.setFaults({});
    replica.resetStats();
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('imports a full day with every text equal to the replica’s; a second pass fetches no detail', async () => {
    expect(expected.length).toBeGreaterThan(50);
    const first = recorder();
    const report = await client().importDay(TODAY, first);
    expect(report).toMatchObject<Partial<DayImportReport>>({
      day: TODAY,
      listed: expected.length,
      known: 0,
      fetched: expected.length,
      emptyTexts: 0,
      splits: 0,
      failedParts: [],
      complete: true,
    });
    expectAllTexts(first.received);
    expect(first.received.every((r) => r.listing.publicationDate === TODAY && r.listing.state === null)).toBe(true);
    expect(replica.stats().outcomes.details).toBe(expected.length);
    expect(replica.stats().requests.text).toBe(0); // AJAX answered every text

    replica.resetStats();
    const second = recorder(new Set(first.received.map((r) => r.listing.fingerprint)));
    const again = await client().importDay(TODAY, second);
    expect(again).toMatchObject({ listed: expected.length, known: expected.length, fetched: 0, complete: true });
    expect(second.received).toHaveLength(0);
    expect(replica.stats().requests.detail).toBe(0);
    expect(replica.stats().requests.text).toBe(0);
    // same fingerprints on every pass
    expect(second.listed.map((l) => l.fingerprint).sort()).toEqual(
      first.received.map((r) => r.listing.fingerprint).sort(),
    );
  });

  it('treats a day without publications as complete and empty', async () => {
    const report = await client().importDay('2025-06-01', recorder());
    expect(report).toMatchObject({ listed: 0, fetched: 0, complete: true, failedParts: [] });
    expect(replica.stats().outcomes.noHits).toBe(1);
  });

  it('splits a day with too many hits by Bundesland, then Gegenstand, and completes', async () => {
    const count = (key: (n: Notice) => string) => {
      const counts = new Map<string, number>();
      for (const n of expected) counts.set(key(n), (counts.get(key(n)) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    const maxPerState = count((n) => n.state);
    const maxPerStateSubject = count((n) => `${n.state}/${n.subject}`);
    expect(maxPerState).toBeGreaterThan(maxPerStateSubject); // some state needs the subject split
    replica.setFaults({ hitLimit: maxPerStateSubject });

    const run = recorder();
    const report = await client().importDay(TODAY, run);
    expect(report).toMatchObject({
      listed: expected.length,
      fetched: expected.length,
      complete: true,
      failedParts: [],
    });
    expect(report.splits).toBeGreaterThanOrEqual(2);
    expectAllTexts(run.received);
    const byRowAndText = new Map(expected.map((n) => [`${noticeKey(n)}|${normalise(n.text)}`, n]));
    for (const { listing, text } of run.received) {
      const notice = byRowAndText.get(`${listingKey(listing)}|${text}`);
      expect(listing.state).toBe(notice?.state);
      if (listing.subject !== null) expect(listing.subject).toBe(notice?.subject);
    }
    expect(run.received.some((r) => r.listing.subject !== null)).toBe(true);
  });

  it('reports parts that still have too many hits instead of dropping them', async () => {
    replica.setFaults({ hitLimit: 1 });
    const run = recorder(new Set()); // list only: isKnown answers false, texts are fetched for what fits
    const report = await client().importDay(TODAY, run);
    expect(report.complete).toBe(false);
    expect(report.failedParts.length).toBeGreaterThan(0);
    for (const part of report.failedParts) {
      expect(part.state).not.toBeNull();
      expect(part.subject).not.toBeNull();
      expect(part.error).toMatch(/too many hits/);
    }
    const failed = new Set(report.failedParts.map((p) => `${p.state}/${p.subject}`));
    const fitting = expected.filter((n) => !failed.has(`${n.state}/${n.subject}`));
    expect(report.listed).toBe(fitting.length);
    expect(report.fetched).toBe(fitting.length);
  });

  it('completes despite injected 500s and latency, counting retries', async () => {
    replica.setFaults({ errorRate: 0.15, latencyMs: { min: 0, max: 15 } });
    const run = recorder();
    const report = await client({ maxRetries: 8 }).importDay(TODAY, run);
    expect(report.complete).toBe(true);
    expectAllTexts(run.received);
    const http500 = Object.values(replica.stats().faults.http500).reduce((a, b) => a + b, 0);
    expect(http500).toBeGreaterThan(0);
    expect(report.serverErrors).toBe(http500);
    expect(report.retries).toBe(http500);
    expect(replica.stats().faults.delayed).toBeGreaterThan(0);
  });

  it('retries requests that time out', async () => {
    quietReplicaErrors(); // the replica logs every request the client gave up on
    // Every fourth request per endpoint waits far longer than the client, the others not at all: the timeout
    // leaves room for the replica's own work on a loaded machine. (With latencies drawn from 0–600 ms against 400
    // ms, a third of the tries timed out, and on two busy cores a CI run saw a request time out on every try.)
    replica.setFaults({ stall: { every: 4, ms: 5_000 } });
    const firstTen = new Set(expected.slice(0, 10).map(noticeKey));
    const run = recorder();
    const report = await client({ timeoutMs: 700, maxRetries: 12 }).importDay(TODAY, {
      ...run,
      // fetch about ten texts only: enough requests to hit the timeout, short enough for a test
      isKnown: (listing) => !firstTen.has(listingKey(listing)),
    });
    expect(report.complete).toBe(true);
    expect(report.retries).toBeGreaterThan(0);
    expect(report.serverErrors).toBe(0);
    expect(report.fetched).toBeGreaterThanOrEqual(10);
    const texts = new Map(expected.map((n) => [noticeKey(n), normalise(n.text)]));
    for (const r of run.received) expect([r.text]).toContain(texts.get(listingKey(r.listing)));
  }, 60_000);

  it('counts texts that stay empty after the text.xhtml fallback; the next run fetches exactly those', async () => {
    replica.setFaults({ emptyTextEvery: 7 });
    const first = recorder();
    const report = await client().importDay(TODAY, first);
    const empties = replica.stats().faults.emptyTexts;
    expect(empties).toBeGreaterThan(0);
    expect(report).toMatchObject({ emptyTexts: empties, fetched: expected.length - empties, complete: false });
    expect(report.failedParts).toEqual([]);
    expect(replica.stats().requests.text).toBe(empties); // the fallback was asked for every empty AJAX value
    expect(first.received.every((r) => r.text.length > 0)).toBe(true);

    replica.setFaults({});
    replica.resetStats();
    const second = recorder(new Set(first.received.map((r) => r.listing.fingerprint)));
    const again = await client().importDay(TODAY, second);
    expect(again).toMatchObject({ fetched: empties, emptyTexts: 0, complete: true });
    expect(replica.stats().outcomes.details).toBe(empties);
    expectAllTexts([...first.received, ...second.received]);
  });

  it('logs in again when sessions expire mid-run and loses or duplicates nothing', async () => {
    replica.setFaults({ sessionExpiryEvery: 23 });
    const run = recorder();
    const report = await client().importDay(TODAY, run);
    expect(report.complete).toBe(true);
    expect(report.reLogins).toBeGreaterThan(0);
    expect(replica.stats().faults.sessionExpiries).toBeGreaterThan(0);
    expectAllTexts(run.received);
  });

  it('survives all sessions being dropped while it fetches', async () => {
    const run = recorder();
    let dropped = false;
    const report = await client({ concurrency: 2 }).importDay(TODAY, {
      ...run,
      onNotice: async (listing, text) => {
        await run.onNotice(listing, text);
        if (run.received.length === 20 && !dropped) {
          dropped = true;
          replica.expireAllSessions();
        }
      },
    });
    expect(dropped).toBe(true);
    expect(report.complete).toBe(true);
    expect(report.reLogins).toBeGreaterThanOrEqual(1);
    expectAllTexts(run.received);
  });

  it('shares a large part among sessions and still hands over every notice once', async () => {
    const run = recorder();
    const report = await client({ concurrency: 4, detailChunkSize: 20 }).importDay(TODAY, run);
    expect(report.complete).toBe(true);
    expect(report.searches).toBeGreaterThan(1); // other sessions repeated the search
    expectAllTexts(run.received);
  });

  it('stops when the signal aborts', async () => {
    quietReplicaErrors();
    const controller = new AbortController();
    const run = recorder();
    const pending = client({ concurrency: 2 }).importDay(TODAY, {
      ...run,
      signal: controller.signal,
      onNotice: async (listing, text) => {
        await run.onNotice(listing, text);
        if (run.received.length === 5) controller.abort(new Error('shutdown'));
      },
    });
    await expect(pending).rejects.toThrow('shutdown');
    const requests = replica.stats().requests;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replica.stats().requests).toEqual(requests);
    expect(run.received.length).toBeLessThanOrEqual(6);
    expect(run.received.length).toBeLessThan(expected.length);
  });
});
