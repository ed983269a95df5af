import { createHash } from 'node:crypto';
import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { NOT_FOUND_PAGE } from './not-found-page.js';

export interface SpaOptions {
  /** The `X-API-Key` the SPA sends: configured at run time (PUBLIC_API_KEY), so it is put into index.html. */
  readonly publicApiKey: string;
  /** SUPPORT_EMAIL: the address the footer and the contact page name, the one contact mails go to. */
  readonly supportEmail?: string;
}

/** The meta elements through which the served index.html tells the SPA its runtime settings. */
export const API_KEY_META = 'insolvenzmonitor-api-key';
export const SUPPORT_EMAIL_META = 'insolvenzmonitor-support-email';

/**
 * Serves the built SPA on the API's port: static assets (long-cached, they are content-hashed) and
 * index.html for any other GET that wants HTML (history fallback), so deep links like /case/42 work.
 * Everything else outside /api gets a German 404 page rather than Express's English one.
 */
export function serveSpa(app: Express, spaDir: string, options: SpaOptions): void {
  const index = indexPage(join(spaDir, 'index.html'), options);
  // The build writes every text asset compressed beside it (brotli quality 11, gzip 9: frontend/vite.config.ts);
  // they are sent as they are (Content-Encoding set, so the compression middleware leaves them alone), the
  // original only to a client that takes neither.
  const assets = expressStaticGzip(spaDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // A directory (/assets) is no page: no English "Redirecting to /assets/" page, the German 404 below answers.
      redirect: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  // API calls never look into the file system (the static middleware would stat a file per call), and pass
  // this one router layer (instead of two) on their way to the API's routes.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path)) return next();
    assets(request, response, (error?: unknown) => (error ? next(error) : answerPage(request, response)));
  });
  const answerPage = (request: Request, response: Response): void => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.accepts('html') &&
      !/\.[a-z0-9]+$/i.test(request.path);
    if (!wantsPage) {
      response.status(404).type('html').setHeader('Cache-Control', 'no-store').send(NOT_FOUND_PAGE);
      return;
    }
    const page = index();
    if (page === null) {
      response
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Die Weboberfläche ist noch nicht gebaut. Bitte "npm run build:frontend" ausführen.');
      return;
    }
    // Revalidated on every visit (no-cache): its ETag is made once per build, not hashed per response.
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', page.etag);
    response.type('html').send(page.html);
  };
}

/** index.html with the runtime settings filled in; read again only when the file changes (a new build). */
function indexPage(path: string, options: SpaOptions): () => { html: string; etag: string } | null {
  let cached: { mtimeMs: number; html: string; etag: string } | null = null;
  return () => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = withRuntimeSettings(readFileSync(path, 'utf8'), options);
      cached = { mtimeMs: stat.mtimeMs, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    }
    return cached;
  };
}

export function withRuntimeSettings(html: string, options: SpaOptions): string {
  let page = withMeta(html, API_KEY_META, options.publicApiKey);
  if (options.supportEmail) page = withMeta(page, SUPPORT_EMAIL_META, options.supportEmail);
  return page;
}

function withMeta(html: string, name: string, value: string): string {
  const meta = `<meta name="${name}" content="${escapeAttribute(value)}" />`;
  const existing = new RegExp(`<meta name="${name}"[^>]*>`);
  return existing.test(html) ? html.replace(existing, () => meta) : html.replace('</head>', `${meta}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Paths the Nest application answers: the API, and the calendar feed (`/calendar/<token>.ics`). */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/calendar/');
}
