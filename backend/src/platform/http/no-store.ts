import type { NextFunction, Request, Response } from 'express';

/**
 * API answers carry personal and account data: no browser or proxy may keep a copy (ASVS 8.2.1). Set before the
 * handler runs, so the rare answer that may be cached can still say so itself.
 */
export function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
