/** The read model may not exist before the projection's first start (fresh DATA_DIR): callers treat it as empty. */
export function readModelMissing(error: unknown): boolean {
  return error instanceof Error && /no such table: rm_/.test(error.message);
}
