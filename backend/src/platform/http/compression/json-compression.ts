import Negotiator from 'negotiator';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/** As the `compression` middleware: smaller answers are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Larger answers (a page of 100 results with their notices) are left to the `compression` middleware's stream,
 * which compresses off the event loop; below this they are compressed in one call.
 */
export const INLINE_COMPRESSION_MAX_BYTES = 64 * 1024;

const AVAILABLE = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

export type JsonEncoding = 'br' | 'gzip' | 'deflate';

/**
 * The encoding an API answer of `bytes` is sent in, as the `compression` middleware would choose it (brotli, then
 * gzip, as the client accepts them; none below the threshold, for HEAD, or with `Cache-Control: no-transform`), or
 * `undefined`: as it is. `'stream'`: too large to compress inline, the middleware does it.
 */
export function jsonEncoding(
  bytes: number,
  acceptEncoding: string | undefined,
  cacheControl: string | undefined,
): JsonEncoding | 'stream' | undefined {
  if (bytes < COMPRESSION_THRESHOLD_BYTES || !acceptEncoding) return undefined;
  if (cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)) return undefined;
  if (bytes > INLINE_COMPRESSION_MAX_BYTES) return 'stream';
  const method = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(AVAILABLE, {
    preferred: PREFERRED,
  });
  return method === 'br' || method === 'gzip' || method === 'deflate' ? method : undefined;
}

/**
 * One call instead of a compression stream per answer: a stream allocates brotli's 4 MiB window and its buffers
 * for every request and hands each chunk to the thread pool (a fifth of a search answer's CPU under load, issue
 * #33). The levels stay the middleware's (brotli quality 4, gzip/deflate 6); the window is sized to the answer.
 */
export function compressJson(body: Buffer, encoding: JsonEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  if (encoding === 'deflate') return deflateSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
