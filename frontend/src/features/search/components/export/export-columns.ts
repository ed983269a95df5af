import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { landName } from '../../../../lib/insolvency/lands';
import { procedureTypeLabel } from '../../../../lib/insolvency/procedure-types';

export type CellValue = string | number | null;

/** A column of both export formats: German header, the value, and how Excel should type it. */
export interface ExportColumn {
  header: string;
  kind: 'text' | 'number' | 'date';
  /** Excel column width in characters. */
  width: number;
  value: (row: InsolvencyCase) => CellValue;
}

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'ID', kind: 'number', width: 8, value: (row) => row.id },
  { header: 'Firma', kind: 'text', width: 40, value: (row) => row.companyName },
  { header: 'Aktenzeichen', kind: 'text', width: 18, value: (row) => row.caseNumber },
  { header: 'Gericht', kind: 'text', width: 28, value: (row) => row.court },
  { header: 'Status', kind: 'text', width: 22, value: (row) => row.status },
  { header: 'Verfahrensart', kind: 'text', width: 28, value: (row) => procedureTypeLabel(row.procedureType) ?? null },
  { header: 'Veröffentlichungsdatum', kind: 'date', width: 14, value: (row) => row.publicationDate },
  { header: 'Bundesland', kind: 'text', width: 22, value: (row) => landName(row.state) ?? null },
  { header: 'Adresse', kind: 'text', width: 40, value: (row) => row.address },
  { header: 'Insolvenzverwalter', kind: 'text', width: 40, value: (row) => row.administrator },
  { header: 'Beschreibung', kind: 'text', width: 80, value: (row) => row.description },
];

/** `insolvenzen-2026-11-21.csv` */
export function exportFileName(extension: 'csv' | 'xlsx', today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `insolvenzen-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.${extension}`;
}
