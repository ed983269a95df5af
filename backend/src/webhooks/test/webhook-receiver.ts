import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: records every POST and answers with the next status of `statuses`
 * (the last one repeats; 204 when none). `received(n)` waits until n POSTs arrived (no fixed sleeps).
 */
export async function startWebhookReceiver(statuses: number[] = []): Promise<{
  readonly url: string;
  readonly requests: ReceivedWebhook[];
  respondWith(next: number[]): void;
  received(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}> {
  const requests: ReceivedWebhook[] = [];
  let queue = [...statuses];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queue.length > 1 ? queue.shift()! : (queue[0] ?? 204);
      res.writeHead(status).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    respondWith: (next) => {
      queue = [...next];
    },
    received: (count, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(requests.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`webhook receiver: ${requests.length} of ${count} POSTs after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
