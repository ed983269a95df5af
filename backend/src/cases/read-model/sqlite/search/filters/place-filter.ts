/** The range [from, to) of strings that start with `prefix` (binary collation: UTF-8 order is code point order). */
export function prefixRange(prefix: string): readonly [string, string] {
  const last = prefix.length - 1;
  return [prefix, prefix.slice(0, last) + String.fromCharCode(prefix.charCodeAt(last) + 1)];
}
