/**
 * 202 of a change whose read model is updated by another process (PROFILE=distributed): the server stored it,
 * but did not see it in the read models in time. RTK Query treats it as success; a caller that expects data in
 * the answer (a token, an id) finds this body instead and tells the user the server's German text.
 */
export const SAVED_SHOWN_SHORTLY_TYPE = 'urn:insolvenzmonitor:problem:saved-shown-shortly';

/** The server's text when `body` is that 202 answer, else undefined. */
export function savedShownShortlyText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  if (fields.type !== SAVED_SHOWN_SHORTLY_TYPE || typeof fields.message !== 'string') return undefined;
  return fields.message;
}
