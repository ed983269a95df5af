/** Reading requests the way a servlet container does: body, cookies, ";jsessionid=" path parameter. */
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 2 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function cookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface ParsedPath {
  readonly path: string;
  readonly jsessionid: string | undefined;
  readonly query: URLSearchParams;
}

/** "/ap/suche.jsf;jsessionid=ABC?x=1" → path "/ap/suche.jsf", jsessionid "ABC". */
export function parsePath(rawUrl: string | undefined): ParsedPath {
  const url = new URL(rawUrl ?? '/', 'http://replica.invalid');
  const [path, ...params] = url.pathname.split(';');
  let jsessionid: string | undefined;
  for (const param of params) {
    const [key, value] = param.split('=');
    if (key?.toLowerCase() === 'jsessionid') jsessionid = value;
  }
  return { path: path ?? '/', jsessionid, query: url.searchParams };
}

export function isUrlEncoded(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}
