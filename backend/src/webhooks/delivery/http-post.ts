import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedEndpoint } from '../ssrf/endpoint-url.js';

export type PostResult =
  | { readonly ok: true; readonly status: number }
  | { readonly ok: false; readonly status: number | null; readonly error: string };

/** How much of a receiver's answer is read (and thrown away): enough to finish the exchange, bounded. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs `body` to the endpoint, connecting to the address the SSRF check approved (a custom `lookup`): a DNS
 * answer changed between check and connect (rebinding) is never used. TLS still verifies the certificate for the
 * URL's host name. Redirects are not followed (a 3xx is a failure): a redirect could lead anywhere.
 */
export function postWebhook(
  target: ResolvedEndpoint,
  body: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<PostResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Insolvenzmonitor-Webhooks/1',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () =>
          finish(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `http_${status}` });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    // One deadline for the whole exchange (connect, send, answer): a slow drip counts as a timeout too.
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, status: null, error: error.code ?? 'network_error' }),
    );
    req.end(body);
  });
}
