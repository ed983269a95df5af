import type { RowView } from '../http/row-views.js';

export const EXPORT_HEADERS = [
  'Kundennummer',
  'Name',
  'PLZ',
  'Ort',
  'Gericht',
  'Aktenzeichen',
  'Status',
  'Verfahrensart',
  'Bundesland',
  'Veröffentlichung',
  'Verwalter',
  'Anmeldefrist',
  'Regel',
  'Begründung',
] as const;

/**
 * A cell as spreadsheets may show it without running it: text starting with = + - @ (or a tab or carriage return,
 * which Excel skips before them) gets a leading ' so it is never taken for a formula (OWASP "CSV injection").
 */
export function formulaSafe(text: string | null): string {
  const value = text ?? '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One line per hit (state Treffer) or candidate (other states) of each row, every cell formula-safe. */
export function hitsTable(rows: readonly RowView[]): string[][] {
  const lines: string[][] = [];
  for (const row of rows) {
    const cases = row.state === 'Treffer' ? row.hits : row.candidates;
    for (const c of cases) {
      lines.push(
        [
          row.customerNumber,
          row.name,
          row.postalCode,
          row.city,
          c.court,
          c.caseNumber,
          c.status,
          c.procedureType,
          c.bundesland,
          c.publicationDate,
          c.administrator,
          c.claimsDeadline,
          c.ruleLabel,
          c.reason,
        ].map(formulaSafe),
      );
    }
  }
  return lines;
}
