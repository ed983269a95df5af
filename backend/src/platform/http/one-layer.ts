import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middleware functions as one layer of Express's router (issue #33): the router matches every layer
 * against the path on each request, allocates for each one it enters, and rewrites and re-parses the URL around
 * each one mounted on a path (`app.use('/api', …)`). Runs them in order; an error passed to `next`, thrown or
 * rejected skips the rest, as in the router.
 */
export function oneLayer(...handlers: readonly RequestHandler[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null && error !== 'route') return next(error);
      const handler = handlers[index++];
      if (handler === undefined) return next();
      try {
        const result: unknown = handler(request, response, step);
        if (result instanceof Promise)
          result.catch((rejected: unknown) => next(rejected ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/** Express's `app.use('/api', …)` matching (case-insensitive, `/api` itself or anything below it), without the mount. */
const API_PATH = /^\/api(?:\/|$)/i;

/** `handler` for API paths only. */
export function forApi(handler: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    API_PATH.test(request.path) ? handler(request, response, next) : next();
}
