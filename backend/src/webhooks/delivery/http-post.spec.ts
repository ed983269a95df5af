import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook } from './http-post.js';

describe('webhook POST', () => {
  let server: Server;
  let port: number;
  let handle: (req: IncomingMessage, res: ServerResponse) => void;
  const seen: { host: string | undefined; body: string; headers: IncomingMessage['headers'] }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ host: req.headers.host, body, headers: req.headers });
        handle(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const target = (host: string) => ({
    url: new URL(`http://${host}:${port}/hook`),
    address: '127.0.0.1',
    family: 4 as const,
  });

  it('connects to the checked address, not to whatever the name resolves to now (DNS rebinding)', async () => {
    handle = (_req, res) => res.writeHead(204).end();
    // `.invalid` never resolves (RFC 6761): only the pinned address can have been used.
    const result = await postWebhook(target('rebind.invalid'), '{"a":1}', { 'webhook-id': 'msg_1' }, 5_000);
    expect(result).toEqual({ ok: true, status: 204 });
    expect(seen.at(-1)).toMatchObject({ host: `rebind.invalid:${port}`, body: '{"a":1}' });
    expect(seen.at(-1)!.headers).toMatchObject({ 'webhook-id': 'msg_1', 'content-type': 'application/json' });
  });

  it('counts a redirect or an error status as failed, and follows no redirect', async () => {
    handle = (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    expect(await postWebhook(target('hooks.invalid'), '{}', {}, 5_000)).toEqual({
      ok: false,
      status: 302,
      error: 'http_302',
    });
    handle = (_req, res) => res.writeHead(503).end('busy');
    expect(await postWebhook(target('hooks.invalid'), '{}', {}, 5_000)).toMatchObject({ ok: false, error: 'http_503' });
  });

  it('gives up an answer that does not come within the time-out', async () => {
    handle = () => undefined; // never answers
    expect(await postWebhook(target('slow.invalid'), '{}', {}, 200)).toEqual({
      ok: false,
      status: null,
      error: 'timeout',
    });
  });

  it('reports a refused connection by its code', async () => {
    const closed = { url: new URL('http://gone.invalid:1/hook'), address: '127.0.0.1', family: 4 as const };
    expect(await postWebhook(closed, '{}', {}, 5_000)).toEqual({ ok: false, status: null, error: 'ECONNREFUSED' });
  });
});
