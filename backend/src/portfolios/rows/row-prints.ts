import { PORTFOLIO_FIELDS, type PortfolioRow } from '../domain/portfolio-row.js';
import { rowKey } from '../domain/re-upload/diff-rows.js';

/**
 * A current row as the re-upload diff needs it (issue #31: a 100,000-row re-upload must not hold the current
 * rows and the new ones in the API process): the key it is compared by, a fingerprint of its fields and its
 * row id. About 100 bytes a row instead of the row's ten strings; the upload's worker thread diffs the file
 * against these, and the few examples shown are read again by row id.
 */
export interface RowPrint {
  readonly key: string;
  readonly print: string;
  readonly rowId: string;
}

/**
 * The fields as `diffRows` compares them (spaces collapsed, trimmed), hashed to 64 bits: equal prints, unchanged
 * row (a changed row keeps its print with a chance of 2^-64). Hashed in JavaScript (cyrb53's mixing, two lanes):
 * no native hash object per row (tried: the upload's RSS was within the runs' noise either way).
 */
export function fieldsPrint(row: PortfolioRow): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const field of PORTFOLIO_FIELDS) {
    const text = `${(row[field] ?? '').replace(/\s+/g, ' ').trim()}\u0000`;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(36)}.${(h1 >>> 0).toString(36)}`;
}

export const rowPrint = (row: PortfolioRow & { readonly rowId: string }): RowPrint => ({
  key: rowKey(row),
  print: fieldsPrint(row),
  rowId: row.rowId,
});

export interface PrintsDiff {
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
  readonly unchanged: number;
  /** The first `maxExamples` of each kind: new rows as read, changed rows with their current row id. */
  readonly examples: {
    readonly added: readonly PortfolioRow[];
    readonly changed: readonly { readonly rowId: string; readonly after: PortfolioRow }[];
    readonly removed: readonly string[];
  };
}

/** `diffRows` over prints: the same pairing by key and the same counts, examples capped. */
export function diffPrints(
  current: readonly RowPrint[],
  after: readonly PortfolioRow[],
  maxExamples: number,
): PrintsDiff {
  const old = new Map(current.map((p) => [p.key, p]));
  const examples = { added: [] as PortfolioRow[], changed: [] as { rowId: string; after: PortfolioRow }[] };
  let added = 0;
  let changed = 0;
  let unchanged = 0;
  const seen = new Set<string>();
  for (const row of after) {
    const key = rowKey(row);
    seen.add(key);
    const previous = old.get(key);
    if (!previous) {
      if (added++ < maxExamples) examples.added.push(row);
    } else if (previous.print === fieldsPrint(row)) unchanged++;
    else if (changed++ < maxExamples) examples.changed.push({ rowId: previous.rowId, after: row });
  }
  const removed = current.filter((p) => !seen.has(p.key));
  return {
    added,
    changed,
    removed: removed.length,
    unchanged,
    examples: { ...examples, removed: removed.slice(0, maxExamples).map((p) => p.rowId) },
  };
}
