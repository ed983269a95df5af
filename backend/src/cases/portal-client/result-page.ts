/**
 * The answer to a search POST (docs/PORTAL.md "Result page"): the rows of `tbl_ergebnis`, the no-hits marker
 * `otx_keineTreffer`, the "zu viele Treffer" message, or something else (expired session, changed markup).
 */
import {
  attr,
  byId,
  childElements,
  cleanText,
  closest,
  findAll,
  findFirst,
  parseHtml,
  textContent,
  type HtmlElement,
  type HtmlParent,
} from './html.js';

export interface DetailButton {
  /** id (= name) of the row form, e.g. `tbl_ergebnis:3:frm_detail`. */
  readonly formId: string;
  /** id of the image button, e.g. `tbl_ergebnis:3:frm_detail:j_idt123`. */
  readonly buttonId: string;
  /** Absolute action URL of the row form, or null when it has none. */
  readonly action: string | null;
  /** Hidden inputs of the row form (form marker, per-form ViewState, …). */
  readonly hidden: readonly { readonly name: string; readonly value: string }[];
}

export interface ResultRow {
  /** Row index as used in the ids (`tbl_ergebnis:{i}:…`), or the position when ids are missing. */
  readonly index: number;
  /** As shown: `dd.mm.yyyy`. */
  readonly publicationDate: string;
  readonly caseNumber: string;
  readonly courtPlace: string;
  readonly debtorName: string;
  readonly seat: string;
  readonly register: string;
  readonly detail: DetailButton | null;
}

export type ResultPage =
  | {
      readonly kind: 'rows';
      readonly rows: readonly ResultRow[];
      readonly viewState: { readonly name: string; readonly value: string } | null;
    }
  | { readonly kind: 'none' }
  | { readonly kind: 'tooMany'; readonly message: string }
  | { readonly kind: 'unknown'; readonly expired: boolean; readonly hint: string };

type Column = 'date' | 'caseNumber' | 'court' | 'debtor' | 'seat' | 'register';

const CELL_IDS: Record<Column, RegExp> = {
  date: /(?:^|:)otx_datum$/i,
  caseNumber: /(?:^|:)otx_azAkt$/i,
  court: /(?:^|:)otx_gericht$/i,
  debtor: /(?:^|:)otx_schuldner$/i,
  seat: /(?:^|:)otx_sitz$/i,
  register: /(?:^|:)otx_register$/i,
};

const HEADERS: [Column, RegExp][] = [
  ['date', /datum/i],
  ['caseNumber', /aktenzeichen/i],
  ['court', /gericht/i],
  ['debtor', /name|bezeichnung|schuldner/i],
  ['seat', /sitz|wohnsitz/i],
  ['register', /register/i],
];

const DEFAULT_ORDER: Column[] = ['date', 'caseNumber', 'court', 'debtor', 'seat', 'register'];

const TOO_MANY = /zu\s+viele\s+Treffer/i;
const EXPIRED = /abgelaufen|ViewExpired|Sitzung\s+ist\s+beendet|session\s+(?:has\s+)?expired/i;

export function parseResultPage(html: string, pageUrl: string): ResultPage {
  const doc = parseHtml(html);
  const table =
    byId(doc, 'tbl_ergebnis') ??
    findFirst(doc, (e) => e.name === 'table' && /(?:^|:)tbl_ergebnis$/.test(attr(e, 'id') ?? ''));
  const rows = table === undefined ? [] : readRows(table, pageUrl);
  if (rows.length > 0) return { kind: 'rows', rows, viewState: pageViewState(doc) };

  const text = textContent(doc);
  const tooMany = TOO_MANY.exec(text);
  if (tooMany !== null) return { kind: 'tooMany', message: sentenceAround(text, tooMany.index) };
  if (byId(doc, 'otx_keineTreffer') !== undefined || table !== undefined) return { kind: 'none' };
  // Without the marker, a "Keine Treffer" text counts only on a page that is not the search form (an expired
  // session redirects to the form, which must never be read as "no notices").
  const hasSearchForm = findFirst(doc, (e) => e.name === 'form' && /frm_suche/.test(attr(e, 'id') ?? '')) !== undefined;
  if (!hasSearchForm && /Keine\s+Treffer/i.test(text)) return { kind: 'none' };
  const expired = EXPIRED.test(text) || hasSearchForm;
  return { kind: 'unknown', expired, hint: expired ? 'session or view expired' : 'no result table in the answer' };
}

/** The first `…faces.ViewState` hidden input of a page. */
export function pageViewState(doc: HtmlParent): { name: string; value: string } | null {
  const input = findFirst(doc, (e) => e.name === 'input' && /(?:^|\.)faces\.ViewState$/.test(attr(e, 'name') ?? ''));
  return input === undefined ? null : { name: attr(input, 'name') as string, value: attr(input, 'value') ?? '' };
}

function readRows(table: HtmlElement, pageUrl: string): ResultRow[] {
  // Rows of this table only, not of tables nested in its cells.
  const trs = findAll(table, (e) => e.name === 'tr' && closest(e, (p) => p.name === 'table') === table);
  const headerRow = trs.find((tr) => childElements(tr).some((c) => c.name === 'th'));
  const order = headerRow === undefined ? DEFAULT_ORDER : headerOrder(headerRow);
  const rows: ResultRow[] = [];
  for (const tr of trs) {
    const cells = childElements(tr).filter((c) => c.name === 'td');
    if (cells.length === 0) continue;
    const value = (column: Column): string => {
      const byCellId = findFirst(tr, (e) => CELL_IDS[column].test(attr(e, 'id') ?? ''));
      if (byCellId !== undefined) return cleanText(textContent(byCellId));
      const position = order.indexOf(column);
      const cell = position < 0 ? undefined : cells[position];
      return cell === undefined ? '' : cleanText(textContent(cell));
    };
    const rowIndexMatch = findFirst(tr, (e) => /tbl_ergebnis:\d+:/.test(attr(e, 'id') ?? ''));
    const indexFromId =
      rowIndexMatch === undefined ? null : /tbl_ergebnis:(\d+):/.exec(attr(rowIndexMatch, 'id') ?? '');
    const row: ResultRow = {
      index: indexFromId === null ? rows.length : parseInt(indexFromId[1], 10),
      publicationDate: value('date'),
      caseNumber: value('caseNumber'),
      courtPlace: value('court'),
      debtorName: value('debtor'),
      seat: value('seat'),
      register: value('register'),
      detail: detailButton(tr, pageUrl),
    };
    // A data row has at least a date or an Aktenzeichen; skip layout rows.
    if (row.publicationDate === '' && row.caseNumber === '' && row.detail === null) continue;
    rows.push(row);
  }
  return rows;
}

function headerOrder(headerRow: HtmlElement): Column[] {
  const cells = childElements(headerRow).filter((c) => c.name === 'th' || c.name === 'td');
  const order: Column[] = [];
  cells.forEach((cell, i) => {
    const label = cleanText(textContent(cell));
    const hit = HEADERS.find(([column, pattern]) => pattern.test(label) && !order.includes(column));
    order[i] = hit?.[0] ?? ('' as Column);
  });
  return order.some((c) => (c as string) !== '') ? order : DEFAULT_ORDER;
}

function detailButton(tr: HtmlElement, pageUrl: string): DetailButton | null {
  const forms = findAll(tr, (e) => e.name === 'form');
  const form = forms.find((f) => /frm_detail/.test(attr(f, 'id') ?? attr(f, 'name') ?? '')) ?? forms[0];
  const scope = form ?? tr;
  const button =
    findFirst(scope, (e) => e.name === 'input' && (attr(e, 'type') ?? '').toLowerCase() === 'image') ??
    findFirst(scope, (e) => e.name === 'input' && (attr(e, 'type') ?? '').toLowerCase() === 'submit') ??
    findFirst(scope, (e) => e.name === 'button') ??
    findFirst(scope, (e) => e.name === 'a' && /frm_detail/.test(attr(e, 'id') ?? ''));
  if (button === undefined) return null;
  const buttonId = attr(button, 'id') ?? attr(button, 'name');
  if (buttonId === undefined || buttonId === '') return null;
  const formId = form === undefined ? buttonId.replace(/:[^:]+$/, '') : (attr(form, 'id') ?? attr(form, 'name') ?? '');
  const actionAttr = form === undefined ? undefined : attr(form, 'action');
  const hidden =
    form === undefined
      ? []
      : findAll(form, (e) => e.name === 'input' && (attr(e, 'type') ?? '').toLowerCase() === 'hidden')
          .filter((e) => (attr(e, 'name') ?? '') !== '')
          .map((e) => ({ name: attr(e, 'name') as string, value: attr(e, 'value') ?? '' }));
  return {
    formId,
    buttonId,
    action: actionAttr === undefined || actionAttr === '' ? null : new URL(actionAttr, pageUrl).toString(),
    hidden,
  };
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(0, text.lastIndexOf('\n', index) + 1);
  const endNewline = text.indexOf('\n', index);
  return cleanText(text.slice(start, endNewline < 0 ? undefined : endNewline)).slice(0, 300);
}

/** `dd.mm.yyyy` → `yyyy-mm-dd`; null when the cell holds something else. */
export function isoDate(german: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(german.trim());
  if (m !== null) return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(german.trim()) ? german.trim() : null;
}
