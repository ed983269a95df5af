/** Reading RTK Query errors: HTTP status and the server's RFC 9457 problem details (DESIGN §10). */

/** HTTP status of a failed call, or undefined for network errors and time-outs. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** SPEC §8 "the server's error field": `error`, else `message` of the body; undefined when neither is text. */
export function serverErrorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const body = error.data;
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  for (const value of [fields.error, fields.message]) {
    const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(' ') : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}
