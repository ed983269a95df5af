import { rowKey } from '../domain/re-upload/diff-rows.js';
import type { PortfolioRow } from '../domain/portfolio-row.js';
import type { StoredPortfolioRow } from './portfolio-row-store.port.js';
import type { RowPrint } from './row-prints.js';

/** A row as taken from the file, with its line (rows without customer number are named by it). */
export interface TakenRow {
  readonly line: number;
  readonly row: PortfolioRow;
}

/**
 * The row ids of a re-upload (issue #31: "unchanged rows keep their rowId, their decisions and their results"):
 * a customer number names the same customer in every upload (`k:<number>`); a row without one keeps the id of
 * the previous row with the same folded name and postal code (the diff's pairing), else gets a new id from this
 * upload and its line, never an id a removed row had. `previous`: the current rows' keys (`rowPrint`).
 */
export function assignRowIds(
  previous: readonly Pick<RowPrint, 'key' | 'rowId'>[],
  rows: readonly TakenRow[],
  uploadId: string,
): StoredPortfolioRow[] {
  const withoutNumber = new Map<string, string[]>();
  for (const { key, rowId } of previous) {
    if (key.startsWith('nr:')) continue;
    withoutNumber.set(key, [...(withoutNumber.get(key) ?? []), rowId]);
  }
  const upload = uploadId.slice(0, 8);
  return rows.map(({ line, row }) => {
    const number = row.customerNumber?.trim();
    if (number) return { ...row, rowId: `k:${number}` };
    const kept = withoutNumber.get(rowKey(row))?.shift();
    return { ...row, rowId: kept ?? `n:${upload}:${line}` };
  });
}
