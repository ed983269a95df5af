import { berlinInstant } from './clock/berlin-time.js';
import { generateDay } from './generator/generate-day.js';
import type { Notice } from './generator/notice.js';
import { secondOfDay } from './generator/publication-time.js';
import { PortalTestClient, type ResultRow } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

const TODAY = '2026-03-11';
const YESTERDAY = '2026-03-10';
const SEED = 12;
const VOLUME = 120;
const FROM = 'frm_suche:ldi_datumVon:datumHtml5';
const TO = 'frm_suche:ldi_datumBis:datumHtml5';

const at = (time: string) => berlinInstant(TODAY, secondOfDay(time) ?? -1);
const today = generateDay(TODAY, { seed: SEED, volume: VOLUME });
const key = (n: { caseNumber: string; listingName?: string; name?: string }) =>
  `${n.caseNumber}|${n.listingName ?? n.name}`;

async function listed(replica: PortalReplica, day = TODAY): Promise<{ c: PortalTestClient; rows: ResultRow[] }> {
  const c = new PortalTestClient(replica.url);
  await c.openForm();
  const page = await c.search({ [FROM]: day, [TO]: day });
  if (page.kind === 'no-hits') return { c, rows: [] };
  if (page.kind !== 'rows') throw new Error(page.kind);
  return { c, rows: page.rows };
}

async function post(replica: PortalReplica, path: string, body: unknown) {
  const response = await fetch(`${replica.url}/__replica/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('portal replica: publishing through the day (intraday)', () => {
  let replica: PortalReplica;
  let now = at('05:00');
  beforeAll(async () => {
    replica = await startPortalReplica({
      port: 0,
      seed: SEED,
      volume: VOLUME,
      today: TODAY,
      intraday: true,
      now: () => now,
    });
  });
  afterAll(() => replica.close());

  it('lists a notice of today only once its publication time has passed; earlier days entirely', async () => {
    expect((await listed(replica)).rows).toEqual([]);
    expect((await listed(replica, YESTERDAY)).rows).toHaveLength(
      generateDay(YESTERDAY, { seed: SEED, volume: VOLUME }).length,
    );

    now = at('11:30');
    const expected = today.filter((n) => n.publicationTime <= '11:30:00');
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(today.length - 10);
    const { rows } = await listed(replica);
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());

    now = at('22:00');
    expect((await listed(replica)).rows).toHaveLength(today.length);
  });

  it('finds a notice by detail and text only while it is published on the clock', async () => {
    const notice = today.find((n) => n.publicationTime > '12:00:00' && n.publicationTime < '16:00:00') as Notice;
    now = at(notice.publicationTime);
    const { c, rows } = await listed(replica);
    const row = rows.find((r) => key(r) === key(notice)) as ResultRow;
    expect(row).toBeDefined();
    expect((await c.detail(row)).text).toBe(notice.text);
    expect((await c.text()).text).toBe(notice.text);

    // the clock is set back behind the notice: the rows of the earlier search no longer lead to it
    now = at(notice.publicationTime) - 1000;
    expect((await listed(replica)).rows.map(key)).not.toContain(key(notice));
    const detail = await c.detail(row);
    expect(detail.text).toBeNull();
    expect(detail.xml).toContain('jakarta.faces.FacesException');
    const text = await c.text();
    expect(text.status).toBe(500);
    expect(text.text).toBeNull();
  });

  it('publishes a notice at run time immediately or at a given time', async () => {
    now = at('09:00');
    const base = { court: 'Amtsgericht Köln', debtorName: 'Spätere Beispiel GmbH', text: 'Amtsgericht Köln …' };
    replica.publish({ ...base, caseNumber: '74 IN 501/26' });
    replica.publish({ ...base, caseNumber: '74 IN 502/26', publishAt: '2026-03-11T09:30' });
    const viaAdmin = await post(replica, 'publish', { ...base, caseNumber: '74 IN 503/26', publicationTime: '10:00' });
    expect(viaAdmin.status).toBe(201);
    const numbers = async () =>
      (await listed(replica)).rows
        .filter((r) => r.name === base.debtorName)
        .map((r) => r.caseNumber)
        .sort();
    expect(await numbers()).toEqual(['74 IN 501/26']);
    now = at('09:30');
    expect(await numbers()).toEqual(['74 IN 501/26', '74 IN 502/26']);
    now = at('10:00');
    expect(await numbers()).toEqual(['74 IN 501/26', '74 IN 502/26', '74 IN 503/26']);
  });

  it('sets the clock through POST /__replica/clock and rejects invalid input', async () => {
    now = at('05:00');
    const set = await post(replica, 'clock', { now: '2026-03-11T10:42' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ berlin: '2026-03-11T10:42:00+01:00', today: TODAY, intraday: true });
    const generated = (await listed(replica)).rows.filter((r) => r.name !== 'Spätere Beispiel GmbH');
    expect(generated).toHaveLength(today.filter((n) => n.publicationTime <= '10:42:00').length);
    const advanced = await post(replica, 'clock', { advanceMs: 18 * 60_000 });
    expect(advanced.body).toMatchObject({ berlin: '2026-03-11T11:00:00+01:00' });
    expect(replica.stats().clock.berlin).toBe('2026-03-11T11:00:00+01:00');
    const got = await fetch(`${replica.url}/__replica/clock`);
    expect(await got.json()).toMatchObject({ now: '2026-03-11T10:00:00.000Z' });

    for (const [body, error] of [
      [{ now: 'heute Mittag' }, 'now must be an ISO date-time'],
      [{ now: '2026-03-11T10:42', advanceMs: 1 }, 'give exactly one of now, offsetMs, advanceMs or reset: true'],
      [{ offsetMs: 'eine Stunde' }, 'offsetMs must be a number'],
      [{ zeit: '10:42' }, 'unknown field zeit'],
    ] as const) {
      const bad = await post(replica, 'clock', body);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain(error);
    }
    expect(replica.clock().berlin).toBe('2026-03-11T11:00:00+01:00');
    expect((await post(replica, 'clock', { reset: true })).body).toMatchObject({ offsetMs: 0 });
    expect(replica.now()).toBe(now);
  });
});

describe('portal replica: release mode', () => {
  let replica: PortalReplica;
  let now = at('08:00');
  const overMs = 10 * 60_000;
  beforeAll(async () => {
    replica = await startPortalReplica({
      port: 0,
      seed: SEED,
      volume: VOLUME,
      today: TODAY,
      now: () => now,
      release: { count: 30, overMs },
    });
  });
  afterAll(() => replica.close());

  it('holds back N of today’s notices and releases them at random instants over the window', async () => {
    const start = now;
    const releases = replica.releases();
    expect(releases).toHaveLength(30);
    expect(new Set(releases.map((r) => r.id)).size).toBe(30);
    for (const r of releases) {
      expect(r.releaseAt).toBeGreaterThanOrEqual(start);
      expect(r.releaseAt).toBeLessThan(start + overMs);
    }
    // spread over the window, not at once
    expect(releases.filter((r) => r.releaseAt < start + overMs / 2).length).toBeGreaterThan(5);
    expect(releases.filter((r) => r.releaseAt >= start + overMs / 2).length).toBeGreaterThan(5);
    // without intraday the rest of today is listed at once
    expect((await listed(replica)).rows).toHaveLength(today.length - 30);
    expect(replica.stats().releases).toEqual({ scheduled: 30, released: 0 });

    now = start + overMs / 2;
    const half = releases.filter((r) => r.releaseAt <= now).length;
    expect((await listed(replica)).rows).toHaveLength(today.length - 30 + half);
    expect(replica.stats().releases).toEqual({ scheduled: 30, released: half });

    now = start + overMs;
    expect((await listed(replica)).rows).toHaveLength(today.length);
  });

  it('starts another release through POST /__replica/release among notices not listed yet', async () => {
    // every notice of today is listed now: nothing left to release
    const none = await post(replica, 'release', { count: 1, overMs: 60_000 });
    expect(none.status).toBe(400);
    expect(none.body.error).toContain('only 0 of today');
    expect((await post(replica, 'release', { count: 1 })).body.error).toContain('overMs must be a positive number');

    const intraday = await startPortalReplica({
      port: 0,
      seed: SEED,
      volume: VOLUME,
      today: TODAY,
      intraday: true,
      now: () => at('05:00'),
    });
    try {
      const started = await post(intraday, 'release', { count: 20, overMs: 60_000 });
      expect(started.status).toBe(201);
      const released = started.body.releases as { id: string; releaseAt: string }[];
      expect(released).toHaveLength(20);
      for (const r of released) expect(Date.parse(r.releaseAt) - at('05:00')).toBeLessThan(60_000);
      const listing = await fetch(`${intraday.url}/__replica/releases`);
      expect(((await listing.json()) as { releases: unknown[] }).releases).toEqual(released);
    } finally {
      await intraday.close();
    }
  });
});

describe('portal replica: without intraday', () => {
  it('lists all of today whatever the clock says, as before the clock existed', async () => {
    const replica = await startPortalReplica({
      port: 0,
      seed: SEED,
      volume: VOLUME,
      today: TODAY,
      now: () => at('05:00'),
    });
    try {
      expect((await listed(replica)).rows).toHaveLength(today.length);
      expect(replica.clock()).toMatchObject({ intraday: false, today: TODAY });
    } finally {
      await replica.close();
    }
  });
});
