import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../projections-host/projections-host.port.js';
import { EventStoreClosedError } from '../event-store/errors.js';
import { apiClient, healthReport, seedUser, testAdmin } from '../../test/test-users.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { warmUp } from './warm-up.js';

// Neutral events: the registered projections must not mistake them for real case events.
const event = (type: string) => ({
  type,
  data: { note: 'test' },
  metadata: {
    eventId: crypto.randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:test',
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

describe('backend shell over HTTP', () => {
  let t: TestApp;
  const scratch: string[] = [];
  afterEach(async () => t?.close());
  afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('GET /api/health reports the event store head and projection lag', async () => {
    t = await startTestApp();
    // The report is for administrators: the admin's account is recorded first.
    await testAdmin(t);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const before = await store.headPosition();
    const { position } = await store.append('test-1', [event('TestStarted'), event('TestFinished')], {
      expectedRevision: 'no_stream',
    });
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    // The SQLite log numbers its events 1, 2, …, and a new installation's first is the fingerprint of its stream
    // name key (`casestreamnames`); KurrentDB (TEST_PROFILE=distributed) gives commit positions.
    const distributed = process.env.TEST_PROFILE === 'distributed';
    if (!distributed) expect(position).toBe(before + 2n);

    const response = await healthReport(t);
    expect(response.body).toMatchObject({
      status: 'ok',
      profile: distributed ? 'distributed' : 'embedded',
      eventStore: { status: 'up', headPosition: position.toString() },
    });
    expect(response.body.projections).toContainEqual({
      name: 'stream-activity',
      checkpoint: position.toString(),
      lag: 0,
      running: true,
      error: null,
    });
    expect(response.body.projections.map((p: { name: string }) => p.name)).toEqual([
      'stream-activity',
      'cases',
      'debtor-files',
      'import-runs',
      'accounts',
      'contact-messages',
      'retention-runs',
      'subscriptions',
      'historical-stats',
      'saved-searches',
      'webhook-endpoints',
    ]);
  });

  it('refuses API calls without a valid X-API-Key, except the liveness and readiness probes', async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    for (const key of [undefined, '', 'falscher-schluessel', 'imk_000000000000_' + 'x'.repeat(43)]) {
      const call = request(server).get('/api/auth/me');
      const response = await (key === undefined ? call : call.set('X-API-Key', key)).expect(401);
      expect(response.body.message).toBe('Ungültiger oder fehlender API-Schlüssel (Header X-API-Key).');
    }
    await request(server).get('/api/health/live').expect(200);
    await request(server).get('/api/health/ready').expect(200);
  });

  it('tells everybody whether the service is ready, and only administrators the internals', async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    // A browser or a monitor without any key: the state, no positions, counts or errors.
    const ready = await request(server).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok' });
    // The SPA's public key and a user's login are not enough for the details.
    await apiClient(t).get('/api/health').expect(401);
    const user = await seedUser(t);
    await user.http.get('/api/health').expect(403);
    const details = await healthReport(t);
    expect(details.body.eventStore.headPosition).toBeDefined();
    expect(details.body.components.map((c: { name: string }) => c.name)).toContain('import');
    // JSON answers over 1 KB go compressed as the client accepts them (issue #33: in one call, not a stream);
    // the same content, the same headers otherwise.
    const admin = (await testAdmin(t)).http;
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await admin.get('/api/health').set('Accept-Encoding', accept).expect(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.eventStore.headPosition).toBe(details.body.eventStore.headPosition);
    }
    const small = await request(server).get('/api/health/ready').set('Accept-Encoding', 'br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown API routes with RFC 9457 problem details in German', async () => {
    t = await startTestApp();
    const response = await apiClient(t).get('/api/gibt-es-nicht').expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toEqual({
      type: 'about:blank',
      title: 'Nicht gefunden',
      status: 404,
      detail: 'Die angeforderte Ressource existiert nicht.',
      instance: '/api/gibt-es-nicht',
      message: 'Die angeforderte Ressource existiert nicht.',
      error: 'Die angeforderte Ressource existiert nicht.',
    });
  });

  it('sets security headers: strict CSP, no framing, noindex', async () => {
    t = await startTestApp();
    const response = await apiClient(t).get('/api/health/ready');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // The OpenAPI explorer keeps its own policy (inline bootstrapping), with the same other headers.
    const docs = await request(t.app.getHttpServer()).get('/api/docs').expect(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(docs.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(docs.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await request(server).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const spec = await request(server).get('/api/docs-json').expect(200);
    expect(spec.body.paths['/api/health']).toBeDefined();
  });

  it('logs route patterns, status and time, but no query strings or personal data', async () => {
    t = await startTestApp();
    await apiClient(t).get('/api/health/ready?q=Erika%20Mustermann&email=erika@example.de').expect(200);
    await apiClient(t).get('/api/subscriptions/email/erika@example.de').expect(401);
    const log = t.logger.lines.join('\n');
    expect(log).toMatch(/GET \/api\/health\/ready 200 \d+\.\dms/);
    expect(log).toMatch(/GET \/api\/subscriptions\/email\/:email 401/);
    expect(log).not.toMatch(/Erika|Mustermann|erika@example\.de/);

    // The start-up's warm-up (serve-api.ts) goes through the same pipeline, but is not a caller's: not in the log.
    const before = t.logger.lines.length;
    expect(await warmUp(t.app, t.config.publicApiKey, 6)).toMatchObject({ requests: 6 });
    // A warm-up whose time is up sends no more: the port opens with what it sent.
    expect((await warmUp(t.app, t.config.publicApiKey, 10_000, 0)).requests).toBeLessThanOrEqual(4);
    await apiClient(t).get('/api/health/live').expect(200);
    expect(t.logger.lines.slice(before).filter((line) => / \/api\//.test(line))).toEqual([
      expect.stringMatching(/GET \/api\/health\/live 200/),
    ]);
  });

  it('serves the SPA with history fallback on the same port, keeping /api for the API', async () => {
    const spa = await mkdtemp(join(tmpdir(), 'spa-'));
    scratch.push(spa);
    await mkdir(join(spa, 'assets'), { recursive: true });
    await writeFile(join(spa, 'index.html'), '<!doctype html><title>Insolvenzmonitor</title>');
    await writeFile(join(spa, 'assets', 'app-1234.js'), 'console.log(1)');
    // The build's pre-compressed copies (issue #33): sent as they are to a client that takes them.
    const script = 'console.log("vorkomprimiert");'.repeat(100);
    await writeFile(join(spa, 'assets', 'big-5678.js'), script);
    await writeFile(join(spa, 'assets', 'big-5678.js.br'), brotliCompressSync(script));
    await writeFile(join(spa, 'assets', 'big-5678.js.gz'), gzipSync(script));
    // A file under spa/api is never served: /api paths do not reach the file system.
    await mkdir(join(spa, 'api'), { recursive: true });
    await writeFile(join(spa, 'api', 'leak.txt'), 'geheim');
    t = await startTestApp({ SPA_DIR: spa });
    const server = t.app.getHttpServer();

    await request(server)
      .get('/')
      .set('Accept', 'text/html')
      .expect(200)
      .expect(/Insolvenzmonitor/);
    await request(server)
      .get('/case/42')
      .set('Accept', 'text/html')
      .expect(200)
      .expect(/Insolvenzmonitor/);
    const asset = await request(server).get('/assets/app-1234.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await request(server).get('/assets/missing.js').expect(404);
    // Superagent decodes the body; the length says it was the file written at build time, not compressed now.
    for (const [accept, encoding, packedFile] of [
      ['br, gzip', 'br', brotliCompressSync(script)],
      ['gzip', 'gzip', gzipSync(script)],
    ] as const) {
      const packed = await request(server).get('/assets/big-5678.js').set('Accept-Encoding', accept).expect(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(Number(packed.headers['content-length'])).toBe(packedFile.length);
      expect(packed.headers['content-type']).toMatch(/javascript/);
      expect(packed.headers['cache-control']).toContain('immutable');
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
      expect(packed.text).toBe(script);
    }
    const plain = await request(server).get('/assets/big-5678.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
    // A directory is no page: no English "Redirecting to /assets/" (serve-static's redirect).
    for (const accept of ['text/html', '*/*', 'application/json']) {
      const directory = await request(server).get('/assets').set('Accept', accept);
      expect(directory.status).not.toBe(301);
      expect(directory.text).not.toContain('Redirecting');
    }
    await request(server)
      .get('/api/unknown')
      .set('Accept', 'text/html')
      .expect(404)
      .expect('Content-Type', /problem\+json/);
    const leak = await request(server).get('/api/leak.txt').expect(404);
    expect(leak.text).not.toContain('geheim');

    // index.html is revalidated (no-cache) by its ETag; API answers are no-store and carry none.
    const page = await request(server).get('/search').set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    await request(server).get('/').set('Accept', 'text/html').set('If-None-Match', page.headers.etag!).expect(304);
    const live = await request(server).get('/api/health/live').expect(200);
    expect(live.headers.etag).toBeUndefined();
  });

  it('says in German that the SPA is not built yet instead of failing obscurely', async () => {
    t = await startTestApp();
    const response = await request(t.app.getHttpServer()).get('/dashboard').set('Accept', 'text/html').expect(503);
    expect(response.text).toContain('npm run build:frontend');
  });

  it('shuts down gracefully: projections stop, the store closes, checkpoints survive', async () => {
    t = await startTestApp();
    const admin = await testAdmin(t);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const host = t.app.get<ProjectionsHost>(PROJECTIONS_HOST);
    const { position } = await store.append('test-9', [event('TestStarted')], { expectedRevision: 'no_stream' });
    await host.waitFor(position);
    await t.app.close();
    await expect(store.readAll()).rejects.toBeInstanceOf(EventStoreClosedError);

    const restarted = await startTestApp({ DATA_DIR: t.dataDir });
    const health = await apiClient(restarted, admin.token).get('/api/health').expect(200);
    expect(health.body.projections[0]).toMatchObject({ checkpoint: position.toString(), lag: 0 });
    await restarted.app.close();
  });
});
