/** The read model may not exist before the projection's first start (fresh DATA_DIR): callers treat it as empty. */
export function readModelMissing(error: unknown): boolean {
  // Not `instanceof Error`: node:sqlite's errors come from another realm under test runners' VM contexts.
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && /no such table: rm_/.test(message);
}
