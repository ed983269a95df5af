import helmet from 'helmet';
import type { Express, RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * helmet with a strict CSP for the app. Inline styles are allowed because MUI (emotion) injects them;
 * scripts only from our origin. The OpenAPI explorer needs inline bootstrapping and gets its own policy.
 */
export function applySecurityHeaders(app: Express): void {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const docs = helmet({
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  // Insolvency notices must not end up in search engines (docs/DESIGN.md §6).
  const strictHeaders = [...fixedHeaders(strict), ['X-Robots-Tag', 'noindex, nofollow'] as const];
  const docsHeaders = [...fixedHeaders(docs), ['X-Robots-Tag', 'noindex, nofollow'] as const];
  // One middleware setting the headers helmet set once at start, instead of helmet's chain of a dozen middleware
  // calls plus one more for X-Robots-Tag on every request (issue #33: each layer is a router step per request).
  app.use((req, res, next) => {
    for (const [name, value] of req.path.startsWith('/api/docs') ? docsHeaders : strictHeaders)
      res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    next();
  });
}

/**
 * The headers a helmet middleware sets, found by running it once against a recording response. With the options
 * above they depend on nothing in the request (no CSP nonces, no user agent); should helmet ever do anything
 * else (answer, fail, remove anything but X-Powered-By, or not go on at once), the start fails instead of
 * serving other headers.
 */
export function fixedHeaders(middleware: RequestHandler): (readonly [string, string])[] {
  const headers: (readonly [string, string])[] = [];
  let passed = false;
  const response = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string value`);
      headers.push([name, value]);
      return response;
    },
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by') throw new Error(`helmet removed ${name}`);
    },
  };
  const request = { method: 'GET', url: '/', headers: {} };
  (middleware as unknown as (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void)(
    request as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      passed = true;
    },
  );
  if (!passed) throw new Error('helmet did not pass the request on at once');
  return headers;
}
