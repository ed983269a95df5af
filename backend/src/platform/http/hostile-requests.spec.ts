import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { apiClient, seedUser } from '../../test/test-users.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Requests a prober sends without reading the code: every one gets a German answer in the app's own format, and
 * none costs the server more than reading it.
 */
describe('hostile and malformed requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const postJson = (path: string, body: string) =>
    apiClient(t).post(path).set('Content-Type', 'application/json').send(body);

  it('refuses deeply nested JSON with 400 before validation, without login', async () => {
    const deep = `{"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/contact']) {
      const response = await postJson(path, deep).expect(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      expect(response.body.message).toBe('Die Anfrage ist zu tief verschachtelt (höchstens 16 Ebenen).');
    }
    // Nesting inside strings is text, not structure.
    await postJson('/api/auth/login', JSON.stringify({ email: '[[[['.repeat(10), password: '{{'.repeat(20) })).expect(
      (r) => expect(r.status).not.toBe(500),
    );
  });

  it('answers malformed, oversized and mis-encoded bodies in German', async () => {
    const invalid = await postJson('/api/auth/login', '{"email": ').expect(400);
    expect(invalid.body.message).toBe('Der Anfrageinhalt ist kein gültiges JSON.');

    const large = await postJson('/api/auth/login', JSON.stringify({ email: 'a'.repeat(200_000) })).expect(413);
    expect(large.body.message).toBe('Die Anfrage ist zu groß (höchstens 100 kB).');

    const charset = await apiClient(t)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json; charset=klingon')
      .send('{}')
      .expect(415);
    expect(charset.body.message).toBe('Nicht unterstützte Zeichenkodierung: Bitte senden Sie UTF-8.');
  });

  it('answers what the router, zlib, the validation pipe and Node refuse in German, never in English', async () => {
    const user = await seedUser(t);
    // A broken %-escape in a path parameter (the router's "Failed to decode param").
    const decode = await user.http.get('/api/insolvency/%E0%A4%A').expect(400);
    expect(decode.body.message).toBe('Die Adresse enthält eine ungültige %-Kodierung.');
    // A body that does not inflate as its Content-Encoding says ("Decompression failed", "Bad Request").
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const inflate = await apiClient(t)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(Buffer.from('kein komprimierter Inhalt'))
        .expect(400);
      expect(inflate.body.message).toBe(
        'Der Anfrageinhalt ließ sich nicht entpacken (passt nicht zu Content-Encoding).',
      );
    }
    // A JSON array where an object is expected ("Validation failed (object is expected)").
    const array = await user.http
      .put('/api/auth/profile')
      .set('Content-Type', 'application/json')
      .send('[]')
      .expect(400);
    expect(array.body.message).toBe('Der Anfrageinhalt muss ein JSON-Objekt sein.');
    // Headers beyond Node's limit: a 431 with a German body instead of an empty one.
    const big = await request(t.app.getHttpServer()).get('/api/health/live').set('Cookie', 'x='.padEnd(20_000, 'a'));
    expect(big.status).toBe(431);
    expect(JSON.parse(big.text)).toMatchObject({ status: 431, title: 'Anfragekopf zu groß' });
    for (const response of [decode, array])
      expect(JSON.stringify(response.body)).not.toMatch(/Failed|Validation|Bad Request/);
  });

  it('refuses __proto__, constructor and prototype keys like any unknown field', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = `{"email":"a@example.de","password":"x","${key}":{"isAdmin":true}}`;
      const response = await postJson('/api/auth/login', body).expect(400);
      expect(response.body.message).toBe(`Unbekanntes Feld "${key}"`);
    }
    const user = await seedUser(t);
    const query = await apiClient(t, user.token).get('/api/insolvency/search?constructor=x').expect(400);
    expect(query.body.message).toContain('Unbekanntes Feld "constructor"');
  });

  it('reads an empty query value as absent on every GET route of the API: its default applies', async () => {
    const admin = await seedUser(t, { role: 'admin', plan: 'pro_yearly' });
    // `page=` and `limit=` used to replace the defaults with nothing: the search answered 500 (as did the history's
    // `groupBy=`/`interval=` and the contact inbox's `limit=`/`offset=`).
    const search = await admin.http.get('/api/insolvency/search?q=&page=&limit=&sort=').expect(200);
    expect(search.body.pagination).toMatchObject({ page: 1 });
    const history = await admin.http.get('/api/insolvency/history?groupBy=&interval=&from=&to=').expect(200);
    expect(history.body).toMatchObject({ groupBy: 'state', interval: 'month' });
    await admin.http.get('/api/contact/messages?limit=&offset=').expect(200);
    // Every documented query parameter of every GET route empty at once: a German answer, never a 500.
    const document = (await apiClient(t).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    let routes = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const query = (operations.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=`);
      if (query.length === 0) continue;
      routes++;
      const url = `${path.replace(/\{[^}]+\}/g, '1')}?${query.join('&')}`;
      const response = await admin.http.get(url);
      expect({ url, status: response.status < 500 }).toEqual({ url, status: true });
    }
    expect(routes).toBeGreaterThan(8);
  });

  it('answers a list of thousands of wrong elements briefly, each mistake named once', async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    // 24,000 numbers where webhook alerts are expected: 48 KB that used to come back as 7 MB after 29 s of the
    // API's thread (one message per element, joined quadratically).
    const response = await user.http
      .post('/api/webhooks')
      .send({ url: 'https://example.com/x', alerts: Array<number>(24_000).fill(1) })
      .expect(400);
    expect(JSON.stringify(response.body).length).toBeLessThan(20_000);
    expect(response.body.errors.length).toBeLessThanOrEqual(50);
    const messages = (response.body.message as string).split(/(?<=[.!?]) |; /);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('refuses a list inside a list of objects in German, and keeps nothing of it', async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    // Before, `[[]]` passed validation: created with every alert (allAlerts), or refused as alert „undefined“.
    for (const body of [{ alerts: [[]] }, { allAlerts: false, alerts: [[]] }]) {
      const response = await user.http
        .post('/api/webhooks')
        .send({ url: 'https://example.com/x', ...body })
        .expect(400);
      expect(response.body.errors).toEqual([
        { field: 'alerts.0', messages: ['Jede Benachrichtigung muss ein Objekt mit „kind“ und „id“ sein.'] },
      ]);
    }
    expect((await user.http.get('/api/webhooks').expect(200)).body.items).toEqual([]);
  });

  it('marks every API answer as not to be stored by browsers or proxies', async () => {
    const user = await seedUser(t);
    const me = await apiClient(t, user.token).get('/api/auth/me').expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const health = await apiClient(t).get('/api/health/ready').expect(200);
    expect(health.headers['cache-control']).toBe('no-store');
    const refused = await request(t.app.getHttpServer()).get('/api/auth/me').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('compresses answers for clients that accept it', async () => {
    const response = await apiClient(t).get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.openapi).toBeDefined();
  });
});

describe('pages outside the API', () => {
  let t: TestApp;
  /** The first app's data, which the second runs on: the test's to remove (test-app.ts). */
  let dataDir: string;
  beforeAll(async () => {
    const first = await startTestApp();
    dataDir = first.dataDir;
    const spa = join(first.dataDir, 'spa');
    await mkdir(join(spa, 'assets'), { recursive: true });
    await writeFile(
      join(spa, 'index.html'),
      '<!doctype html><html lang="de"><head><meta name="insolvenzmonitor-api-key" content="" /></head>' +
        '<body><div id="root"></div></body></html>',
    );
    await first.app.close();
    t = await startTestApp({
      DATA_DIR: first.dataDir,
      SPA_DIR: spa,
      PUBLIC_API_KEY: 'kunden-"schluessel"-42',
      SUPPORT_EMAIL: 'hilfe@kunde.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives the SPA the PUBLIC_API_KEY the server runs with, not one compiled into the bundle', async () => {
    const page = await request(t.app.getHttpServer()).get('/search').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<meta name="insolvenzmonitor-api-key" content="kunden-&quot;schluessel&quot;-42" />');
    // The footer and the contact page name the address contact mails go to (SUPPORT_EMAIL), not the build's.
    expect(page.text).toContain('<meta name="insolvenzmonitor-support-email" content="hilfe@kunde.example" />');
    // The key is accepted (what is missing then is a login); another key is not.
    const server = t.app.getHttpServer();
    const accepted = await request(server).get('/api/auth/me').set('X-API-Key', 'kunden-"schluessel"-42').expect(401);
    expect(accepted.body.message).not.toContain('API-Schlüssel');
    const refused = await request(server).get('/api/auth/me').set('X-API-Key', 'insolvenz-public-client').expect(401);
    expect(refused.body.message).toContain('API-Schlüssel');
  });

  it('answers unknown files and non-GET requests with a German 404 page', async () => {
    const server = t.app.getHttpServer();
    for (const call of [
      request(server).get('/robots-gibt-es-nicht.txt'),
      request(server).get('/assets/fehlt.js').set('Accept', 'text/html'),
      request(server).post('/irgendwas'),
    ]) {
      const response = await call.expect(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('Seite nicht gefunden');
      expect(response.text).toContain('lang="de"');
      expect(response.text).not.toMatch(/Cannot (GET|POST)/);
    }
  });
});
