import { isLandCode } from '../../../lib/insolvency/lands';
import { isProcedureType } from '../../../lib/insolvency/procedure-types';
import type { SearchRequest } from '../api/search-api';

/** What the form edits; an empty string means "no filter". */
export interface SearchCriteria {
  q: string;
  state: string;
  dateFrom: string;
  dateTo: string;
  procedureType: string;
}

/** The search the page shows, read from the URL so back/forward and reload repeat it. */
export interface SearchView {
  criteria: SearchCriteria;
  page: number;
  limit: number;
  /** false on the plain /search that the page opens with (no query in the URL). */
  submitted: boolean;
}

/** SPEC §9: the page opens with up to 50 results; a search asks for pages of 20 (SPEC §5). */
export const INITIAL_LIMIT = 50;
export const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

export const EMPTY_CRITERIA: SearchCriteria = { q: '', state: '', dateFrom: '', dateTo: '', procedureType: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILTERS = ['state', 'dateFrom', 'dateTo', 'procedureType'] as const;

function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** Reads the URL; values the API would reject (hand-edited links) are ignored rather than failing the search. */
export function parseSearchUrl(params: URLSearchParams): SearchView {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const state = text('state');
  const procedureType = text('procedureType');
  const date = (name: string) => (ISO_DATE.test(text(name)) ? text(name) : '');
  const submitted = [...params.keys()].length > 0;
  return {
    criteria: {
      q: text('q'),
      state: isLandCode(state) ? state : '',
      dateFrom: date('dateFrom'),
      dateTo: date('dateTo'),
      procedureType: isProcedureType(procedureType) ? procedureType : '',
    },
    page: positiveInt(params.get('page')) ?? 1,
    limit: positiveInt(params.get('limit'), MAX_LIMIT) ?? (submitted ? DEFAULT_LIMIT : INITIAL_LIMIT),
    submitted,
  };
}

/** The URL of a search: filters with a value, always the page (so even an empty search counts as submitted). */
export function toSearchUrl({ criteria, page, limit }: Omit<SearchView, 'submitted'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(criteria)) {
    if (value.trim()) params.set(name, value.trim());
  }
  params.set('page', String(page));
  if (limit !== DEFAULT_LIMIT) params.set('limit', String(limit));
  return params;
}

/** SPEC §5: empty filter values are dropped from the request. */
export function toSearchRequest({
  criteria,
  page,
  limit,
}: Pick<SearchView, 'criteria' | 'page' | 'limit'>): SearchRequest {
  const request: SearchRequest = { page, limit };
  const q = criteria.q.trim();
  if (q) request.q = q;
  for (const name of FILTERS) {
    if (criteria[name]) request[name] = criteria[name];
  }
  return request;
}

export function hasFilters(criteria: SearchCriteria): boolean {
  return FILTERS.some((name) => criteria[name] !== '');
}

/** What a date field holds while its typed date is incomplete or does not exist (31.02.2026). */
export const INVALID_DATE = 'invalid';

export const DATE_INVALID_MESSAGE = 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben';
export const DATE_RANGE_MESSAGE = 'Das Von-Datum darf nicht nach dem Bis-Datum liegen';

export type DateErrors = Partial<Record<'dateFrom' | 'dateTo', string>>;

/** Dates the search cannot take, per field: unreadable ones, and a from-date after the to-date (the server refuses it). */
export function dateErrors({ dateFrom, dateTo }: SearchCriteria): DateErrors {
  const errors: DateErrors = {};
  if (dateFrom === INVALID_DATE) errors.dateFrom = DATE_INVALID_MESSAGE;
  if (dateTo === INVALID_DATE) errors.dateTo = DATE_INVALID_MESSAGE;
  else if (!errors.dateFrom && dateFrom && dateTo && dateFrom > dateTo) errors.dateTo = DATE_RANGE_MESSAGE;
  return errors;
}

export const hasDateErrors = (errors: DateErrors): boolean => Object.keys(errors).length > 0;
