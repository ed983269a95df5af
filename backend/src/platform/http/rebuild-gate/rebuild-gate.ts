import type { RequestHandler } from 'express';
import type { ReadModelsRebuild } from '../../projections-host/read-models-rebuild.js';
import { problemDetails } from '../problem-details.filter.js';
import { readModelsOfPath } from './read-models-of-path.js';

/** How long a client is asked to wait before it asks again during a rebuild. */
export const REBUILD_RETRY_AFTER_SECONDS = 30;

/** The German answer while the read models a request reads are rebuilt (`share`: how far, 0–1). */
export function rebuildingMessage(share: number): string {
  return (
    `Dieser Bereich wird nach einer Aktualisierung gerade neu aufgebaut (${Math.floor(share * 100)} %). ` +
    'Bitte versuchen Sie es in einer Minute erneut.'
  );
}

/**
 * Answers 503 with `Retry-After` to a request that reads a read model rebuilt from the first event, before anything
 * else looks at it (a middleware, ahead of the body parsers and every guard): no login that fails for an account
 * not applied yet (and counts against the login limits), no search that misses most cases, no quota spent, no
 * upload read. Every other request is served as usual during the rebuild.
 */
export function rebuildGate(rebuild: Pick<ReadModelsRebuild, 'active' | 'rebuilding'>): RequestHandler {
  return (request, response, next) => {
    // The hot path's whole cost outside a rebuild: one property read.
    if (!rebuild.active) return next();
    const rebuilding = rebuild.rebuilding(readModelsOfPath(request.path));
    if (rebuilding === null) return next();
    const problem = problemDetails(503, rebuildingMessage(rebuilding.share), request.path, 'read-models-rebuilding');
    response.setHeader('Retry-After', String(REBUILD_RETRY_AFTER_SECONDS));
    response.status(503).type('application/problem+json').json(problem);
  };
}
