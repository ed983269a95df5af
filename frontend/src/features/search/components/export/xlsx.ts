import { strToU8, zipSync } from 'fflate';
import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { type CellValue, EXPORT_COLUMNS, type ExportColumn } from './export-columns';

/**
 * A minimal Office Open XML workbook (one sheet, inline strings, real date cells), zipped with fflate's
 * synchronous zip: no Web Worker, which the app's CSP (script-src 'self') would refuse as a blob: URL.
 * Loaded with a dynamic import only when a Pro user exports, so none of it is in the initial bundle.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_NAME = 'Insolvenzen';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel refuses longer cell texts. */
const MAX_CELL_TEXT = 32_767;
// Style indexes into cellXfs below.
const STYLE_HEADER = 1;
const STYLE_DATE = 2;

// XML 1.0 forbids most control characters; notices copied from PDFs sometimes carry them.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's serial day number of a YYYY-MM-DD date (days since 1899-12-30). */
export function excelSerialDay(isoDate: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round((utc - Date.UTC(1899, 11, 30)) / 86_400_000);
}

function textCell(ref: string, text: string, style = 0): string {
  const styleAttr = style ? ` s="${style}"` : '';
  const content = escapeXml(text.slice(0, MAX_CELL_TEXT));
  return `<c r="${ref}" t="inlineStr"${styleAttr}><is><t xml:space="preserve">${content}</t></is></c>`;
}

function cell(ref: string, column: ExportColumn, value: CellValue): string {
  if (value === null || value === '') return '';
  if (column.kind === 'number' && typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (column.kind === 'date' && typeof value === 'string') {
    const serial = excelSerialDay(value);
    if (serial !== undefined) return `<c r="${ref}" s="${STYLE_DATE}"><v>${serial}</v></c>`;
  }
  return textCell(ref, String(value));
}

export function sheetXml(rows: readonly InsolvencyCase[], columns: readonly ExportColumn[]): string {
  const header = columns.map((column, i) => textCell(`${columnLetter(i)}1`, column.header, STYLE_HEADER)).join('');
  const body = rows.map((row, r) => {
    const line = r + 2;
    const cells = columns.map((column, i) => cell(`${columnLetter(i)}${line}`, column, column.value(row))).join('');
    return `<row r="${line}">${cells}</row>`;
  });
  const widths = columns
    .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  // The header row stays in view while scrolling.
  const frozenHeader =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${frozenHeader}<cols>${widths}</cols><sheetData><row r="1">${header}</row>${body.join('')}</sheetData></worksheet>`;
}

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK = `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${SHEET_NAME}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

// cellXfs: 0 default, 1 bold header, 2 date dd.mm.yyyy (custom format 164).
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Standard" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The .xlsx file's bytes. */
export function buildXlsx(
  rows: readonly InsolvencyCase[],
  columns: readonly ExportColumn[] = EXPORT_COLUMNS,
): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'xl/workbook.xml': strToU8(WORKBOOK),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
      'xl/styles.xml': strToU8(STYLES),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows, columns)),
    },
    { level: 6 },
  );
}

export function xlsxBlob(rows: readonly InsolvencyCase[]): Blob {
  return new Blob([buildXlsx(rows) as BlobPart], { type: XLSX_MIME });
}
