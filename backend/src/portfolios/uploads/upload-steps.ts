import type { ColumnMapping } from '../file-import/column-mapping.js';
import type { ValidatedRow } from '../file-import/validate-rows.js';
import { changedFields } from '../domain/re-upload/diff-rows.js';
import { PORTFOLIO_FIELDS, type PortfolioField, type PortfolioRow } from '../domain/portfolio-row.js';
import type { PrintsDiff } from '../rows/row-prints.js';
import type { UploadDiff, UploadMapping, UploadValidation } from '../rows/portfolio-row-store.port.js';

/** Problems listed per upload (the screen shows the first ones; the counts say how many rows are affected). */
export const MAX_LISTED_PROBLEMS = 200;
/** Examples of added, changed and removed rows shown before confirming. */
export const MAX_DIFF_EXAMPLES = 20;
/** Data rows shown under the mapping. */
export const SAMPLE_ROWS = 5;

/** Every field with its column or null, as the API shows a mapping. */
export function fullMapping(mapping: ColumnMapping): UploadMapping {
  return Object.fromEntries(PORTFOLIO_FIELDS.map((f) => [f, mapping[f] ?? null])) as UploadMapping;
}

/** The fields that are mapped, as the file-import functions take a mapping. */
export function columnMapping(mapping: Partial<UploadMapping>): ColumnMapping {
  return Object.fromEntries(
    Object.entries(mapping).filter(([, column]) => column !== null && column !== undefined),
  ) as ColumnMapping;
}

/** The field a message of `validateRows` is about, from the label it begins with. */
const MESSAGE_FIELDS: readonly [string, PortfolioField][] = [
  ['Name', 'name'],
  ['PLZ', 'postalCode'],
  ['Registerart', 'registerType'],
  ['Registernummer', 'registerNumber'],
  ['Kundennummer', 'customerNumber'],
  ['USt-IdNr', 'vatId'],
];

export function validationOf(rows: readonly ValidatedRow[]): UploadValidation {
  const problems: { line: number; field: PortfolioField | null; message: string }[] = [];
  let invalid = 0;
  for (const row of rows) {
    if (row.errors.length === 0) continue;
    invalid++;
    for (const message of row.errors) {
      if (problems.length >= MAX_LISTED_PROBLEMS) break;
      const field = MESSAGE_FIELDS.find(([label]) => message.startsWith(label))?.[1] ?? null;
      problems.push({ line: row.line, field, message });
    }
  }
  return { valid: rows.length - invalid, invalid, problems };
}

/**
 * The diff as the upload shows it: the worker thread's counts and examples (`diffPrints`), the changed and removed
 * examples completed from their current rows (`before`, read by row id: at most 40 rows).
 */
export function uploadDiffOf(diff: PrintsDiff, before: ReadonlyMap<string, PortfolioRow>): UploadDiff {
  const brief = (row: { customerNumber: string | null; name: string }) => ({
    customerNumber: row.customerNumber,
    name: row.name,
  });
  const changed = [];
  for (const { rowId, after } of diff.examples.changed) {
    const previous = before.get(rowId);
    changed.push({ ...brief(after), fields: previous ? changedFields(previous, after) : [] });
  }
  return {
    added: diff.added,
    changed: diff.changed,
    removed: diff.removed,
    unchanged: diff.unchanged,
    examples: {
      added: diff.examples.added.map(brief),
      changed,
      removed: diff.examples.removed.flatMap((rowId) => {
        const row = before.get(rowId);
        return row ? [brief(row)] : [];
      }),
    },
  };
}
