import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * helmet with a strict CSP for the app. Inline styles are allowed because MUI (emotion) injects them;
 * scripts only from our origin. The OpenAPI explorer needs inline bootstrapping and gets its own policy.
 */
export function securityHeaders(): RequestHandler {
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
  return (req: Request, res: Response, next: NextFunction) => {
    // Insolvency notices must not end up in search engines (docs/DESIGN.md §6).
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    return req.path.startsWith('/api/docs') ? docs(req, res, next) : strict(req, res, next);
  };
}
