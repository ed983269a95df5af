import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface WebhookReceiver {
  readonly url: string;
  /** Every POST that reached the receiver, answered or held. */
  readonly received: ReceivedPost[];
  /**
   * POSTs whose body matches this get no answer, as a stalled receiver would: the sender waits until its time-out
   * or until it dies. Null: every POST is answered with 204.
   */
  holdIf: ((body: string) => boolean) | null;
  /** Drops every held POST's connection (after the sender died, so that nothing waits on them). */
  releaseHeld(): void;
  close(): Promise<void>;
}

/** An HTTP receiver on 127.0.0.1 (the endpoint WEBHOOKS_ALLOW_LOOPBACK lets the app register). */
export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const held: ServerResponse[] = [];
  const state = { received: [] as ReceivedPost[], holdIf: null as ((body: string) => boolean) | null };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      state.received.push({ headers: req.headers, body });
      if (state.holdIf?.(body)) held.push(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    releaseHeld: () => {
      for (const res of held.splice(0)) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
