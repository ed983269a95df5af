/** Writing responses with the portal's headers. */
import type { ServerResponse } from 'node:http';

const COMMON = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  'X-Robots-Tag': 'noindex, nofollow',
};

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...COMMON, 'Content-Type': 'text/html;charset=UTF-8', ...headers });
  res.end(html);
}

export function sendXml(res: ServerResponse, xml: string): void {
  res.writeHead(200, { ...COMMON, 'Content-Type': 'text/xml;charset=UTF-8' });
  res.end(xml);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location });
  res.end();
}

export function sessionCookie(id: string): Record<string, string> {
  return { 'Set-Cookie': `JSESSIONID=${id}; Path=/ap; HttpOnly` };
}
