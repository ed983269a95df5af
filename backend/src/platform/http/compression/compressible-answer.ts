import compression from 'compression';
import type { Request, Response } from 'express';

/** Content types seen, with the `compression` middleware's verdict; an answer's type is one of a few dozen. */
const verdicts = new Map<string, boolean>();
const MAX_TYPES = 200;

/**
 * The `compression` middleware's own filter (`compressible` on the Content-Type: a regular expression and a
 * look-up in the MIME database), remembered per Content-Type string: it ran on every answer, the JSON
 * ones included, for the same few types (issue #33).
 */
export function compressibleAnswer(request: Request, response: Response): boolean {
  const type = response.getHeader('Content-Type');
  if (typeof type !== 'string') return compression.filter(request, response);
  let verdict = verdicts.get(type);
  if (verdict === undefined) {
    verdict = compression.filter(request, response);
    if (verdicts.size < MAX_TYPES) verdicts.set(type, verdict);
  }
  return verdict;
}
