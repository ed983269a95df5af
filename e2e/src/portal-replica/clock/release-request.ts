/**
 * Body of POST /__replica/release and the `release` option: {"count": 300, "overMs": 600000} releases 300 of
 * today's notices at random instants within the next ten minutes of the replica clock.
 */
import type { ReleaseOptions } from '../replica-options.js';

export function parseReleaseRequest(body: unknown): ReleaseOptions {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => k !== 'count' && k !== 'overMs');
  if (unknown.length > 0) throw new Error(`unknown field ${unknown.join(', ')}: give count and overMs`);
  const { count, overMs } = input;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    throw new Error('count must be a whole number of notices, at least 1');
  if (typeof overMs !== 'number' || !Number.isFinite(overMs) || overMs < 1)
    throw new Error('overMs must be a positive number of milliseconds');
  return { count, overMs };
}
