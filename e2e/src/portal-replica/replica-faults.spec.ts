import { PortalTestClient, type ResultRow } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

const DAY = '2026-03-10';
const SEARCH = {
  'frm_suche:ldi_datumVon:datumHtml5': DAY,
  'frm_suche:ldi_datumBis:datumHtml5': DAY,
  'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom': 'HE',
};

async function statuses(url: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fetch(`${url}/ap/suche.jsf`)).status);
  return out;
}

describe('portal replica: injected faults', () => {
  let replica: PortalReplica;
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 5, volume: 300, today: '2026-03-11' });
  });
  afterAll(() => replica.close());
  afterEach(() => replica.setFaults({}));

  it('fails every n-th request of an endpoint with HTTP 500 and counts it', async () => {
    replica.resetStats();
    replica.setFaults({ errorEvery: { search: 2 } });
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    const kinds: number[] = [];
    for (let i = 0; i < 4; i++) kinds.push((await c.search(SEARCH)).status);
    expect(kinds).toEqual([200, 500, 200, 500]);
    const stats = replica.stats();
    expect(stats.requests.search).toBe(4);
    expect(stats.requests.form).toBe(1);
    expect(stats.faults.http500.search).toBe(2);
    expect(stats.faults.http500.form).toBe(0);
  });

  it('draws probabilistic 500s reproducibly from the seed', async () => {
    replica.setFaults({ errorRate: 0.5, seed: 99 });
    const first = await statuses(replica.url, 24);
    replica.setFaults({ errorRate: 0.5, seed: 99 });
    const again = await statuses(replica.url, 24);
    expect(again).toEqual(first);
    expect(first.filter((s) => s === 500).length).toBeGreaterThan(4);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(4);
    replica.setFaults({ errorRate: 0.5, seed: 100 });
    expect(await statuses(replica.url, 24)).not.toEqual(first);
    const other = await startPortalReplica({
      port: 0,
      seed: 5,
      volume: 300,
      today: '2026-03-11',
      faults: { errorRate: 0.5, seed: 99 },
    });
    try {
      expect(await statuses(other.url, 24)).toEqual(first);
    } finally {
      await other.close();
    }
  });

  it('adds fixed and random latency', async () => {
    replica.setFaults({ latencyMs: 150 });
    let started = performance.now();
    await fetch(`${replica.url}/ap/suche.jsf`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    replica.setFaults({ latencyMs: { min: 50, max: 80 } });
    started = performance.now();
    for (let i = 0; i < 3; i++) await fetch(`${replica.url}/ap/suche.jsf`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(replica.stats().faults.delayed).toBeGreaterThanOrEqual(4);
  });

  it('stalls every n-th request of an endpoint, and only those', async () => {
    replica.setFaults({ stall: { every: 3, ms: 800 }, latencyMs: 0 });
    const took: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      await fetch(`${replica.url}/ap/suche.jsf`);
      took.push(performance.now() - started);
    }
    const stalled = took.map((ms) => ms >= 790);
    expect(stalled).toEqual([false, false, true, false, false, true]);
    expect(() => replica.setFaults({ stall: { every: 0, ms: 10 } })).toThrow(/stall/);
  });

  it('empties detail texts: AJAX value and text.xhtml', async () => {
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    const page = await c.search(SEARCH);
    if (page.kind !== 'rows') throw new Error(page.kind);
    replica.setFaults({ emptyTextEvery: 2 });
    const before = replica.stats().faults.emptyTexts;
    const full = await c.detail(page.rows[0] as ResultRow);
    expect(full.text?.length).toBeGreaterThan(100);
    const empty = await c.detail(page.rows[1] as ResultRow);
    expect(empty.text).toBe('');
    expect(empty.xml).toContain('value=""');
    const text = await c.text();
    expect(text.status).toBe(200);
    expect(text.text).toBe('');
    expect(text.html).toContain('<pre id="veroefftext"></pre>');
    expect(replica.stats().faults.emptyTexts).toBe(before + 1);
  });

  it('forces session expiry', async () => {
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    replica.setFaults({ sessionExpiryEvery: 1 });
    expect((await c.search(SEARCH)).kind).toBe('expired');
    expect(replica.stats().faults.sessionExpiries).toBeGreaterThan(0);
  });

  it('is configured at run time through POST /__replica/faults and reports through GET /__replica/stats', async () => {
    const set = await fetch(`${replica.url}/__replica/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ errorRate: { form: 1 }, hitLimit: 7 }),
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ errorRate: { form: 1 }, hitLimit: 7 });
    const failed = await fetch(`${replica.url}/ap/suche.jsf`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toContain('HTTP Status 500');
    const stats = (await (await fetch(`${replica.url}/__replica/stats`)).json()) as {
      requests: Record<string, number>;
      faults: { http500: Record<string, number> };
      hitLimit: number;
    };
    expect(stats.faults.http500.form).toBeGreaterThan(0);
    expect(stats.requests.form).toBeGreaterThan(0);
    expect(stats.hitLimit).toBe(7);
    const bad = await fetch(`${replica.url}/__replica/faults`, {
      method: 'POST',
      body: JSON.stringify({ errorRate: 2 }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${replica.url}/__replica/faults`, { method: 'POST', body: '{}' });
    expect((await fetch(`${replica.url}/ap/suche.jsf`)).status).toBe(200);
  });
});
