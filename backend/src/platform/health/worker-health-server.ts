import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealthEndpoint } from '../config/process-config.js';

export interface WorkerHealthReport {
  readonly status: 'ok' | 'degraded';
  readonly [detail: string]: unknown;
}

export interface WorkerHealthServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * `GET /health` of a worker (`HEALTH_PORT`): 200 with the report when ok, 503 when degraded or when the report
 * itself fails (an unreachable store). Plain node:http: a worker has no Nest HTTP adapter, and needs none.
 */
export async function serveWorkerHealth(
  endpoint: HealthEndpoint,
  report: () => Promise<WorkerHealthReport>,
): Promise<WorkerHealthServer> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/health') return send(404, { error: 'Nicht gefunden' });
    report().then(
      (body) => send(body.status === 'ok' ? 200 : 503, body),
      (error: unknown) => send(503, { status: 'down', error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
