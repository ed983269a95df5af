import { PortalTestClient, type ResultRow } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

const DAY = '2026-03-10';
const SEARCH = {
  'frm_suche:ldi_datumVon:datumHtml5': DAY,
  'frm_suche:ldi_datumBis:datumHtml5': DAY,
  'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom': 'NI',
};

describe('portal replica: sessions and view states', () => {
  let replica: PortalReplica;
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 12, volume: 300, today: '2026-03-11', sessionTtlMs: 400 });
  });
  afterAll(() => replica.close());

  it('answers a wrong or missing ViewState like an expired view, with a fresh session', async () => {
    const c = new PortalTestClient(replica.url);
    const form = await c.openForm();
    const wrong = await c.search({ ...SEARCH, 'jakarta.faces.ViewState': '-1:1' });
    expect(wrong.kind).toBe('expired');
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('Ihre Sitzung ist abgelaufen');
    expect(wrong.html).toContain('<form id="frm_suche"');
    expect(c.cookie).not.toBe(form.setCookie?.split(';')[0]);
    const missing = await c.search({ ...SEARCH, 'jakarta.faces.ViewState': '' });
    expect(missing.kind).toBe('expired');
    // the page of the expired answer is usable right away
    expect((await c.search(SEARCH)).kind).toBe('rows');
  });

  it('rejects a ViewState from another session and a request without session', async () => {
    const a = new PortalTestClient(replica.url);
    const b = new PortalTestClient(replica.url);
    await a.openForm();
    const other = await b.openForm();
    expect((await a.search({ ...SEARCH, 'jakarta.faces.ViewState': other.viewState })).kind).toBe('expired');
    const anonymous = new PortalTestClient(replica.url);
    anonymous.viewState = other.viewState;
    anonymous.controls = other.controls;
    expect((await anonymous.search(SEARCH)).kind).toBe('expired');
  });

  it('accepts the session from the ;jsessionid= path parameter without a cookie', async () => {
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    c.cookie = null;
    expect((await c.search(SEARCH)).kind).toBe('rows');
  });

  it('expires idle sessions: search, AJAX detail and text.xhtml answer as the portal does', async () => {
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    const page = await c.search(SEARCH);
    if (page.kind !== 'rows') throw new Error(page.kind);
    const row = page.rows[0] as ResultRow;
    expect((await c.detail(row)).text).not.toBeNull();
    await new Promise((r) => setTimeout(r, 600));
    const detail = await c.detail(row);
    expect(detail.status).toBe(200);
    expect(detail.xml).toContain('<error-name>class jakarta.faces.application.ViewExpiredException</error-name>');
    expect(detail.text).toBeNull();
    const text = await c.text();
    expect(text.status).toBe(200);
    expect(text.text).toBeNull();
    expect(text.html).toContain('Ihre Sitzung ist abgelaufen');
    expect((await c.search(SEARCH)).kind).toBe('expired');
    expect(replica.stats().sessions.expired).toBeGreaterThan(0);
  });

  it('expires all sessions on demand', async () => {
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    replica.expireAllSessions();
    expect((await c.search(SEARCH)).kind).toBe('expired');
    await c.openForm();
    expect((await fetch(`${replica.url}/__replica/expire-sessions`, { method: 'POST' })).status).toBe(200);
    expect((await c.search(SEARCH)).kind).toBe('expired');
    expect(replica.stats().sessions.active).toBe(1);
  });
});
