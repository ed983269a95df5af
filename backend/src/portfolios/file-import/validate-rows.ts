import {
  canonicalLegalForm,
  readRegister,
  registerNumberDigits,
  registerType,
} from '../../cases/domain/search-query/index.js';
import { germanNumber } from './limits.js';
import { PORTFOLIO_FIELDS, type PortfolioRow } from '../domain/portfolio-row.js';
import type { ColumnMapping } from './column-mapping.js';
import type { ReadRow } from './read-rows.js';

/**
 * A row after the column mapping, with what is wrong with it (issue #31): `errors` keep the row out of the
 * portfolio until the file is corrected; `warnings` say what was read differently from how it was written or
 * will not be used, and the row is taken.
 */
export interface ValidatedRow {
  readonly line: number;
  readonly row: PortfolioRow;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

export interface ValidationResult {
  readonly rows: readonly ValidatedRow[];
  readonly valid: number;
  readonly invalid: number;
}

const MAX_NAME_LENGTH = 300;
const MAX_FIELD_LENGTH = 500;

/** The mapped fields of every row, checked; duplicate customer numbers are errors from their second row on. */
export function validateRows(rows: readonly ReadRow[], mapping: ColumnMapping): ValidationResult {
  const firstLineOf = new Map<string, number>();
  const validated = rows.map((read) => {
    const row = mapRow(read, mapping);
    const errors = [...read.problems];
    const warnings: string[] = [];
    checkRow(row, errors, warnings);
    if (row.customerNumber !== null) {
      const first = firstLineOf.get(row.customerNumber);
      if (first === undefined) firstLineOf.set(row.customerNumber, read.line);
      else {
        errors.push(
          `Kundennummer „${row.customerNumber}“ kommt mehrfach vor (zuerst in Zeile ${germanNumber(first)}).`,
        );
      }
    }
    return { line: read.line, row, errors, warnings };
  });
  const invalid = validated.filter((v) => v.errors.length > 0).length;
  return { rows: validated, valid: validated.length - invalid, invalid };
}

function mapRow(read: ReadRow, mapping: ColumnMapping): PortfolioRow {
  const value = (field: keyof PortfolioRow) => {
    const column = mapping[field];
    const text = column === undefined ? '' : (read.cells[column] ?? '').replace(/\s+/g, ' ').trim();
    return text === '' ? null : text;
  };
  const entries = PORTFOLIO_FIELDS.map((field) => [field, value(field)] as const);
  const row = Object.fromEntries(entries) as Record<keyof PortfolioRow, string | null>;
  return { ...row, name: row.name ?? '' };
}

function checkRow(row: PortfolioRow, errors: string[], warnings: string[]): void {
  if (row.name === '') errors.push('Name fehlt.');
  else if (row.name.length > MAX_NAME_LENGTH) errors.push(`Name ist länger als ${MAX_NAME_LENGTH} Zeichen.`);
  for (const field of PORTFOLIO_FIELDS) {
    const text = row[field];
    if (field !== 'name' && text && text.length > MAX_FIELD_LENGTH) {
      errors.push(`Ein Feld ist länger als ${MAX_FIELD_LENGTH} Zeichen.`);
      break;
    }
  }

  if (row.postalCode !== null) {
    const digits = row.postalCode.replace(/\s/g, '');
    if (/^\d{4}$/.test(digits))
      warnings.push(`PLZ „${row.postalCode}“ als „0${digits}“ gelesen (führende Null ergänzt).`);
    else if (!/^\d{5}$/.test(digits)) errors.push(`PLZ „${row.postalCode}“ ist keine fünfstellige Postleitzahl.`);
  }

  if (row.legalForm !== null && canonicalLegalForm(row.legalForm) === null) {
    warnings.push(`Rechtsform „${row.legalForm}“ ist unbekannt; es zählt die Rechtsform im Namen.`);
  }

  checkRegister(row, errors, warnings);

  if (row.vatId !== null) {
    const compact = row.vatId.replace(/[\s.-]/g, '').toUpperCase();
    if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) || (compact.startsWith('DE') && !/^DE\d{9}$/.test(compact))) {
      warnings.push(`USt-IdNr. „${row.vatId}“ hat nicht die Form DE123456789.`);
    }
  }
}

function checkRegister(row: PortfolioRow, errors: string[], warnings: string[]): void {
  if (row.registerType !== null && registerType(row.registerType) === null) {
    errors.push(`Registerart „${row.registerType}“ ist unbekannt (erlaubt: HRA, HRB, GnR, PR, VR).`);
    return;
  }
  if (row.registerNumber === null) {
    if (row.registerType !== null)
      warnings.push('Registerart ohne Registernummer: der Registereintrag wird nicht verglichen.');
    return;
  }
  if (registerNumberDigits(row.registerNumber) === null) {
    errors.push(`Registernummer „${row.registerNumber}“ enthält keine Nummer.`);
    return;
  }
  const inText = readRegister(row.registerNumber);
  if (!inText && row.registerType === null) {
    warnings.push('Registernummer ohne Registerart (HRA, HRB …): der Registereintrag wird nicht verglichen.');
  } else if (!row.registerCourt && !inText?.court) {
    warnings.push('Registernummer ohne Registergericht: sie zählt nur zusammen mit Name und Ort.');
  }
}
