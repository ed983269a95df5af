import { foldGerman } from '../../../platform/text/german-search.js';
import { FIELD_LABELS, PORTFOLIO_FIELDS, type PortfolioField, type PortfolioRow } from '../portfolio-row.js';

/**
 * What a re-uploaded file changes in a portfolio (issue #31), shown before the user confirms: rows are the same
 * customer when their Kundennummer is the same. Rows without one are paired by name and postal code (folded),
 * the best a list without numbers allows; such a row whose name changed counts as removed and added.
 */
export interface ChangedRow {
  readonly key: string;
  readonly before: PortfolioRow;
  readonly after: PortfolioRow;
  readonly fields: readonly PortfolioField[];
  /** "Name, PLZ": the changed fields' German labels, for the confirmation screen. */
  readonly description: string;
}

export interface RowsDiff {
  readonly added: readonly PortfolioRow[];
  readonly changed: readonly ChangedRow[];
  readonly removed: readonly PortfolioRow[];
  readonly unchanged: number;
}

/** The key a row is compared by: its customer number, else its folded name and postal code. */
export function rowKey(row: PortfolioRow): string {
  const number = row.customerNumber?.trim();
  if (number) return `nr:${number}`;
  return `name:${foldGerman(row.name)}|${(row.postalCode ?? '').trim()}`;
}

/** Two values are the same when they differ only in spaces ("Hauptstr.  1" = "Hauptstr. 1"). */
const same = (a: string | null, b: string | null) =>
  (a ?? '').replace(/\s+/g, ' ').trim() === (b ?? '').replace(/\s+/g, ' ').trim();

/** The fields in which two rows of the same customer differ. */
export const changedFields = (before: PortfolioRow, after: PortfolioRow): PortfolioField[] =>
  PORTFOLIO_FIELDS.filter((field) => !same(before[field], after[field]));

export function diffRows(before: readonly PortfolioRow[], after: readonly PortfolioRow[]): RowsDiff {
  const old = new Map(before.map((row) => [rowKey(row), row]));
  const added: PortfolioRow[] = [];
  const changed: ChangedRow[] = [];
  let unchanged = 0;
  const seen = new Set<string>();
  for (const row of after) {
    const key = rowKey(row);
    seen.add(key);
    const previous = old.get(key);
    if (!previous) {
      added.push(row);
      continue;
    }
    const fields = changedFields(previous, row);
    if (fields.length === 0) unchanged++;
    else
      changed.push({
        key,
        before: previous,
        after: row,
        fields,
        description: fields.map((f) => FIELD_LABELS[f]).join(', '),
      });
  }
  const removed = before.filter((row) => !seen.has(rowKey(row)));
  return { added, changed, removed, unchanged };
}
