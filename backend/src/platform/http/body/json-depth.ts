/**
 * The deepest nesting of arrays and objects in a JSON text, found by one linear scan that skips strings. It stops
 * as soon as `limit` is exceeded, so a hostile body costs no more than reading it.
 */
export function jsonNestingExceeds(text: Buffer | string, limit: number): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > limit) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}
