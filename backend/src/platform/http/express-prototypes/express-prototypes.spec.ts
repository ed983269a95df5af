import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expressPrototypes } from './express-prototypes.js';

describe('expressPrototypes', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("gives requests and responses Express's prototypes from birth, and Express still answers through them", async () => {
    const app = express();
    app.get('/answer', (req, res) => {
      res.json({ query: req.query.q, host: req.hostname, isNodeRequest: req instanceof IncomingMessage });
    });
    const seen: boolean[] = [];
    server = createServer(expressPrototypes(app), (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
      seen.push(res instanceof ServerResponse);
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const response = await fetch(`http://127.0.0.1:${port}/answer?q=M%C3%BCller`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ query: 'Müller', host: '127.0.0.1', isNodeRequest: true });
    expect(seen).toEqual([true, true]);
    expect((await fetch(`http://127.0.0.1:${port}/missing`)).status).toBe(404);
  });
});
