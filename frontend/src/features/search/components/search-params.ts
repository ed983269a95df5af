import { INVALID_DATE } from '../../../components/forms/invalid-date';
import { isLandCode } from '../../../lib/insolvency/lands';
import { isProcedureType } from '../../../lib/insolvency/procedure-types';
import type { SearchRequest, SearchSort } from '../api/search-api';

/** What the form edits; an empty string means "no filter". The names are those of the search API's query. */
export interface SearchCriteria {
  q: string;
  state: string;
  dateFrom: string;
  dateTo: string;
  procedureType: string;
  /** '' (all), 'company' (Unternehmen) or 'person' (natürliche Personen: every debtor that is no company). */
  debtorKind: string;
  /** Beginning of the postal code ("80"); the form's "PLZ oder Ort" field fills this or `city`. */
  postalCode: string;
  /** Beginning of the city name ("Münch"). */
  city: string;
  /** "HRB 12345" or "12345". */
  registerNumber: string;
  /** '' (the default for the query), 'relevance' or 'newest' (issue #29: "Sortierung"). */
  sort: string;
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

export const EMPTY_CRITERIA: SearchCriteria = {
  q: '',
  state: '',
  dateFrom: '',
  dateTo: '',
  procedureType: '',
  debtorKind: '',
  postalCode: '',
  city: '',
  registerNumber: '',
  sort: '',
};

/** The "Sortierung" choices (issue #29); relevance needs a query to rank by. */
export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevanz' },
  { value: 'newest', label: 'Neueste zuerst' },
];

const isSort = (value: string): value is SearchSort => value === 'relevance' || value === 'newest';

/** The order the results come in: the choice, or the server's default (relevance with a query, else newest). */
export function effectiveSort({ q, sort }: Pick<SearchCriteria, 'q' | 'sort'>): SearchSort {
  if (!q.trim()) return 'newest'; // the server ranks nothing without a query
  return isSort(sort) ? sort : 'relevance';
}

/**
 * The sort as URL, request and saved search keep it: only a choice that differs from the default, so that a
 * search reads the same whichever way it was reached (and older servers, which know no `sort`, still answer it).
 */
export function chosenSort(criteria: Pick<SearchCriteria, 'q' | 'sort'>): SearchSort | undefined {
  const sort = effectiveSort(criteria);
  const byDefault = criteria.q.trim() ? 'relevance' : 'newest';
  return sort === byDefault ? undefined : sort;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The filters behind "Erweiterte Filter"; the debtor kind is always in view. */
const EXTENDED_FILTERS = [
  'state',
  'dateFrom',
  'dateTo',
  'procedureType',
  'postalCode',
  'city',
  'registerNumber',
] as const;
const FILTERS = [...EXTENDED_FILTERS, 'debtorKind'] as const;

export const DEBTOR_KINDS = [
  { value: '', label: 'Alle' },
  { value: 'company', label: 'Unternehmen' },
  { value: 'person', label: 'Natürliche Personen' },
] as const;

// The server's rules (search-cases.request.ts), so that the form says what is wrong before asking.
const POSTAL_CODE_PREFIX = /^\d{1,5}$/;
const CITY_PREFIX = /^\p{L}[\p{L}\p{M} .'’()/-]*$/u;
const REGISTER_NUMBER = /^(?:(?:HRA|HRB|GnR|GenR|VR|PR|PartR)\s*(?:Nr\.?\s*)?)?\d{1,7}$/i;

const isDebtorKind = (value: string) => value === 'company' || value === 'person';

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
  const valid = (name: string, test: (value: string) => boolean) => (test(text(name)) ? text(name) : '');
  const submitted = [...params.keys()].length > 0;
  return {
    criteria: {
      q: text('q'),
      state: isLandCode(state) ? state : '',
      dateFrom: date('dateFrom'),
      dateTo: date('dateTo'),
      procedureType: isProcedureType(procedureType) ? procedureType : '',
      debtorKind: valid('debtorKind', isDebtorKind),
      postalCode: valid('postalCode', (value) => POSTAL_CODE_PREFIX.test(value)),
      city: valid('city', (value) => CITY_PREFIX.test(value) && value.length <= 100),
      registerNumber: valid('registerNumber', (value) => REGISTER_NUMBER.test(value)),
      sort: valid('sort', isSort),
    },
    page: positiveInt(params.get('page')) ?? 1,
    limit: positiveInt(params.get('limit'), MAX_LIMIT) ?? (submitted ? DEFAULT_LIMIT : INITIAL_LIMIT),
    submitted,
  };
}

/** The URL of a search: filters with a value, always the page (so even an empty search counts as submitted). */
export function toSearchUrl({ criteria, page, limit }: Omit<SearchView, 'submitted'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...criteria, sort: chosenSort(criteria) ?? '' })) {
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
    const value = criteria[name].trim();
    if (value) request[name] = value;
  }
  const sort = chosenSort(criteria);
  if (sort) request.sort = sort;
  return request;
}

/** Whether an extended filter (behind "Erweiterte Filter") is set, so that they open. */
export function hasFilters(criteria: SearchCriteria): boolean {
  return EXTENDED_FILTERS.some((name) => criteria[name] !== '');
}

/** What the "PLZ oder Ort" field shows. */
export const placeOf = (criteria: SearchCriteria): string => criteria.postalCode || criteria.city;

/** The "PLZ oder Ort" field typed into: digits are the beginning of a postal code, anything else a city. */
export function withPlace(criteria: SearchCriteria, text: string): SearchCriteria {
  return /^\s*\d*\s*$/.test(text)
    ? { ...criteria, postalCode: text, city: '' }
    : { ...criteria, postalCode: '', city: text };
}

export { INVALID_DATE };

export const DATE_INVALID_MESSAGE = 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben';
export const DATE_RANGE_MESSAGE = 'Das Von-Datum darf nicht nach dem Bis-Datum liegen';

export const POSTAL_CODE_MESSAGE = 'Bitte 1 bis 5 Ziffern der Postleitzahl eingeben (z. B. 80)';
export const CITY_MESSAGE = 'Bitte den Anfang eines Ortsnamens (nur Buchstaben) oder einer Postleitzahl eingeben';
export const REGISTER_NUMBER_MESSAGE = 'Bitte eine Registernummer wie HRB 12345 oder 12345 eingeben';

/** As the server words it: a query of punctuation only ("-", "§") has nothing to search for (spaces only: no query). */
export const QUERY_MESSAGE = 'Bitte mindestens einen Buchstaben oder eine Ziffer eingeben';
const SEARCHABLE_QUERY = /^\s*$|[\p{L}\p{N}]/u;

export type DateErrors = Partial<Record<'dateFrom' | 'dateTo', string>>;
export type FilterErrors = DateErrors & Partial<Record<'q' | 'place' | 'registerNumber', string>>;

/** Every value the search cannot take, per field: the query, dates as `dateErrors`, the place, the register number. */
export function filterErrors(criteria: SearchCriteria): FilterErrors {
  const errors: FilterErrors = dateErrors(criteria);
  if (!SEARCHABLE_QUERY.test(criteria.q)) errors.q = QUERY_MESSAGE;
  const postalCode = criteria.postalCode.trim();
  const city = criteria.city.trim();
  if (postalCode && !POSTAL_CODE_PREFIX.test(postalCode)) errors.place = POSTAL_CODE_MESSAGE;
  if (city && (!CITY_PREFIX.test(city) || city.length > 100)) errors.place = CITY_MESSAGE;
  const register = criteria.registerNumber.trim();
  if (register && !REGISTER_NUMBER.test(register)) errors.registerNumber = REGISTER_NUMBER_MESSAGE;
  return errors;
}

/** Dates the search cannot take, per field: unreadable ones, and a from-date after the to-date (the server refuses it). */
export function dateErrors({ dateFrom, dateTo }: SearchCriteria): DateErrors {
  const errors: DateErrors = {};
  if (dateFrom === INVALID_DATE) errors.dateFrom = DATE_INVALID_MESSAGE;
  if (dateTo === INVALID_DATE) errors.dateTo = DATE_INVALID_MESSAGE;
  else if (!errors.dateFrom && dateFrom && dateTo && dateFrom > dateTo) errors.dateTo = DATE_RANGE_MESSAGE;
  return errors;
}

export const hasErrors = (errors: FilterErrors): boolean => Object.keys(errors).length > 0;

/** Whether a field behind "Erweiterte Filter" is wrong (they open to show it). */
export const hasExtendedErrors = ({ q: _q, ...rest }: FilterErrors): boolean => hasErrors(rest);
