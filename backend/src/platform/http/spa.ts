import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built SPA on the API's port: static assets (long-cached, they are content-hashed) and
 * index.html for any other GET that wants HTML (history fallback), so deep links like /case/42 work.
 */
export function serveSpa(app: Express, spaDir: string): void {
  const index = join(spaDir, 'index.html');
  const assets = express.static(spaDir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // API calls never look into the file system (the static middleware would stat a file per call).
  app.use((request: Request, response: Response, next: NextFunction) =>
    isApiPath(request.path) ? next() : assets(request, response, next),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isApiPath(request.path)) return next();
    if (!request.accepts('html') || /\.[a-z0-9]+$/i.test(request.path)) return next();
    if (!existsSync(index)) {
      response
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Die Weboberfläche ist noch nicht gebaut. Bitte "npm run build:frontend" ausführen.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
