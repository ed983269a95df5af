import { createServer, request as httpRequest, Agent, type IncomingMessage, type RequestListener } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';

/** The paths a warm-up sends, in turn: the constant endpoint and a search (answered, or refused, by the real pipeline). */
const WARM_UP_PATHS = ['/api/health/live', '/api/insolvency/search?q=warm'];
const CONNECTIONS = 4;
const REQUEST_TIMEOUT_MS = 10_000;
const MARK_HEADER = 'x-warm-up';
/**
 * How long a warm-up may hold the port closed: 400 requests take 0.3–1 s on an idle process, but each waits for the
 * background slices of whatever catches up beside the start (the reactors after a crash: 3–5 s at 60,000 cases),
 * and then the warm-up only kept every caller waiting longer.
 */
export const WARM_UP_BUDGET_MS = 1_500;

const warmUpRequests = new WeakSet<IncomingMessage>();

/** True for a request of the warm-up (the request log leaves them out: they are the process's own). */
export function isWarmUpRequest(request: IncomingMessage): boolean {
  return warmUpRequests.has(request);
}

export interface WarmUpResult {
  /** The requests sent: fewer than asked when the budget ran out. */
  readonly requests: number;
  readonly ms: number;
}

/**
 * Sends `requests` GET requests through the application's whole request pipeline (middleware, guard, validation,
 * handler, JSON reply) before the process listens, so that its first real callers meet compiled code (issue #33:
 * a cold process answered its first few thousand requests at a third of its later rate). They go to a private
 * server on a loopback port of their own, closed afterwards; they carry a random mark of this start, so the
 * request log leaves them out. Any status counts (an anonymous search is refused):
 * the code paths are what is warmed, not the answers.
 */
export async function warmUp(
  app: INestApplication,
  publicApiKey: string,
  requests: number,
  budgetMs = WARM_UP_BUDGET_MS,
): Promise<WarmUpResult> {
  const started = process.hrtime.bigint();
  const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
  if (requests <= 0) return { requests: 0, ms: 0 };
  await app.init();
  const handler = app.getHttpAdapter().getInstance() as RequestListener;
  // Another local process could reach the private port while it is open: only requests that carry this start's
  // random mark are the warm-up's (anything else is served and logged as usual).
  const mark = randomBytes(16).toString('hex');
  const server = createServer((request, response) => {
    if (request.headers[MARK_HEADER] === mark) warmUpRequests.add(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  const send = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path, agent, headers: { 'X-API-Key': publicApiKey, [MARK_HEADER]: mark } },
        (response) => {
          response.resume();
          response.once('end', resolve);
          response.once('error', reject);
        },
      );
      outgoing.once('error', reject);
      // A request that hangs must not hold the start for ever (serve-api.ts then starts without the rest).
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error('warm-up request timed out')));
      outgoing.end();
    });
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < requests && elapsedMs() < budgetMs) await send(WARM_UP_PATHS[next++ % WARM_UP_PATHS.length]!);
      }),
    );
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { requests: next, ms: elapsedMs() };
}
