import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { routeOf } from './problem-details.filter.js';
import { isWarmUpRequest } from './warm-up.js';

const logger = new Logger('HTTP');

/**
 * One line per API request: method, route pattern, status, duration. No query strings, bodies, headers or
 * raw paths, so no personal data (names, e-mail addresses, tokens) reaches the log.
 */
export function requestLogger(request: Request, response: Response, next: NextFunction): void {
  // The start-up's own requests (warm-up.ts) are not callers'.
  if (isWarmUpRequest(request)) return next();
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.log(`${request.method} ${routeOf(request)} ${response.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}
