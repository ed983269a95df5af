import { DecimalInteger } from '../../platform/http/validators/decimal-integer.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { acceptQueryFast } from '../../platform/http/fast-query.js';
import { IsCalendarDate, isCalendarDate } from '../../platform/http/validators/is-calendar-date.js';
import { LAND_CODES } from '../domain/land.js';
import {
  CITY_PREFIX,
  DEBTOR_KIND_FILTERS,
  POSTAL_CODE_PREFIX,
  REGISTER_NUMBER_INPUT,
  type DebtorKindFilter,
} from '../domain/search-filters.js';
import { SEARCH_SORTS, type SearchSort } from '../domain/search-query/rank-cases.js';

/**
 * A query of spaces only counts as none (every case, newest first); one of punctuation only ("-", "§", "…") was read
 * the same way and listed every case as if it had been found: it is refused, as nothing in it can be searched.
 */
const SEARCHABLE_QUERY = /^\s*$|[\p{L}\p{N}]/u;
export const QUERY_WITHOUT_TERM = 'Suchbegriff muss mindestens einen Buchstaben oder eine Ziffer enthalten';

export const PROCEDURE_TYPES = ['regel', 'verbraucher', 'antrag'] as const;

/** Empty values count as absent in a saved search's criteria (a JSON body; a query's are dropped by the pipe). */
const emptyToUndefined = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** Typed values (postal code, city, register number): surrounding spaces are dropped, blank counts as absent. */
const trimmed = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

export class SearchCasesRequest {
  @ApiPropertyOptional({ description: 'Firmenname, Aktenzeichen oder Registernummer' })
  @emptyToUndefined()
  @IsOptional()
  @IsString({ message: 'Suchbegriff muss ein Text sein' })
  @MaxLength(200, { message: 'Suchbegriff darf höchstens 200 Zeichen lang sein' })
  @Matches(SEARCHABLE_QUERY, { message: QUERY_WITHOUT_TERM })
  q?: string;

  @ApiPropertyOptional({
    enum: SEARCH_SORTS,
    description:
      'Sortierung: relevance = nach Relevanz (genaues Aktenzeichen oder genaue Registernummer, genauer Firmenname, ' +
      'alle Wörter ganz, Wortanfänge, Tippfehler; innerhalb gleicher Relevanz die neuesten zuerst), newest = ' +
      'neueste Bekanntmachung zuerst. Ohne Angabe: relevance mit Suchbegriff, sonst newest; relevance ohne ' +
      'Suchbegriff wirkt wie newest.',
  })
  @emptyToUndefined()
  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: 'Ungültige Sortierung (erlaubt: relevance, newest)' })
  sort?: SearchSort;

  @ApiPropertyOptional({ enum: LAND_CODES })
  @emptyToUndefined()
  @IsOptional()
  @IsIn(LAND_CODES, { message: `Ungültiges Bundesland (erlaubt: ${LAND_CODES.join(', ')})` })
  state?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @emptyToUndefined()
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  dateFrom?: string;

  @ApiPropertyOptional({ example: '2026-11-21' })
  @emptyToUndefined()
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Bis-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  dateTo?: string;

  @ApiPropertyOptional({ enum: PROCEDURE_TYPES })
  @emptyToUndefined()
  @IsOptional()
  @IsIn(PROCEDURE_TYPES, { message: 'Ungültige Verfahrensart (erlaubt: regel, verbraucher, antrag)' })
  procedureType?: string;

  @ApiPropertyOptional({
    enum: DEBTOR_KIND_FILTERS,
    description:
      'Schuldnerart: company = Unternehmen, person = natürliche Personen (alle Schuldner, die kein Unternehmen ' +
      'sind, auch Nachlässe). Ohne Angabe: alle.',
  })
  @emptyToUndefined()
  @IsOptional()
  @IsIn(DEBTOR_KIND_FILTERS, { message: 'Ungültige Schuldnerart (erlaubt: company, person)' })
  debtorKind?: DebtorKindFilter;

  @ApiPropertyOptional({ description: 'Anfang der Postleitzahl, 1–5 Ziffern (z. B. 80 für München)', example: '80' })
  @trimmed()
  @IsOptional()
  @IsString({ message: 'PLZ muss aus 1 bis 5 Ziffern bestehen (z. B. 80)' })
  @Matches(POSTAL_CODE_PREFIX, { message: 'PLZ muss aus 1 bis 5 Ziffern bestehen (z. B. 80)' })
  postalCode?: string;

  @ApiPropertyOptional({
    description: 'Anfang des Ortsnamens; Groß-/Kleinschreibung und Umlaute egal (Münch = Muench)',
    example: 'Münch',
  })
  @trimmed()
  @IsOptional()
  @IsString({ message: 'Ort muss ein Text sein' })
  @MaxLength(100, { message: 'Ort darf höchstens 100 Zeichen lang sein' })
  @Matches(CITY_PREFIX, { message: 'Ort muss mit einem Buchstaben beginnen und darf keine Ziffern enthalten' })
  city?: string;

  @ApiPropertyOptional({
    description: 'Registernummer mit oder ohne Registerart (HRB 12345 oder 12345); genaue Übereinstimmung',
    example: 'HRB 12345',
  })
  @trimmed()
  @IsOptional()
  @IsString({ message: 'Registernummer muss ein Text sein' })
  @MaxLength(30, { message: 'Registernummer darf höchstens 30 Zeichen lang sein' })
  @Matches(REGISTER_NUMBER_INPUT, { message: 'Ungültige Registernummer (z. B. HRB 12345 oder 12345)' })
  registerNumber?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Seite muss eine ganze Zahl sein' })
  @Min(1, { message: 'Seite muss mindestens 1 sein' })
  @Max(100_000, { message: 'Seite ist zu groß' })
  page: number = 1;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Limit muss eine ganze Zahl sein' })
  @Min(1, { message: 'Limit muss mindestens 1 sein' })
  @Max(100, { message: 'Limit darf höchstens 100 sein' })
  limit: number = 20;
}

/**
 * The fast path of the validation pipe (platform/http/fast-query.ts): the same instance the decorators above make
 * of a plain, valid query, or `undefined` for anything else, which the decorators then check and word. Conservative
 * where they count differently (MaxLength counts a surrogate pair as one character: longer texts go the slow way).
 * Must change with the decorators: `search-cases.request.spec.ts` compares both over valid and hostile queries.
 */
export function parseSearchCasesQuery(query: unknown): SearchCasesRequest | undefined {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return undefined;
  const request = new SearchCasesRequest();
  // Own keys in their order (as class-transformer copies them); an inherited enumerable key is unknown below.
  for (const key in query) {
    const value = (query as Record<string, unknown>)[key];
    if (typeof value !== 'string') return undefined;
    // An empty value counts as absent, as the pipe drops it (`withoutEmptyValues`): the default stays.
    if (value === '') continue;
    switch (key) {
      case 'q':
        if (value.length > 200 || !SEARCHABLE_QUERY.test(value)) return undefined;
        request.q = value;
        break;
      case 'sort':
        if (!SEARCH_SORTS.includes(value as SearchSort)) return undefined;
        request.sort = value as SearchSort;
        break;
      case 'state':
        if (!(LAND_CODES as readonly string[]).includes(value)) return undefined;
        request.state = value;
        break;
      case 'dateFrom':
      case 'dateTo':
        if (!isCalendarDate(value)) return undefined;
        request[key] = value;
        break;
      case 'procedureType':
        if (!(PROCEDURE_TYPES as readonly string[]).includes(value)) return undefined;
        request.procedureType = value;
        break;
      case 'debtorKind':
        if (!(DEBTOR_KIND_FILTERS as readonly string[]).includes(value)) return undefined;
        request.debtorKind = value as DebtorKindFilter;
        break;
      case 'postalCode':
      case 'city':
      case 'registerNumber': {
        const text = value.trim();
        if (text !== '' && !TYPED_FILTERS[key](text)) return undefined;
        request[key] = text || undefined;
        break;
      }
      case 'page':
      case 'limit': {
        const number = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
        if (!(number >= 1 && number <= (key === 'page' ? 100_000 : 100))) return undefined;
        request[key] = number;
        break;
      }
      default:
        return undefined;
    }
  }
  return request;
}

/** The typed filters' checks after trimming (MaxLength, Matches). */
const TYPED_FILTERS = {
  postalCode: (text: string) => POSTAL_CODE_PREFIX.test(text),
  city: (text: string) => text.length <= 100 && CITY_PREFIX.test(text),
  registerNumber: (text: string) => text.length <= 30 && REGISTER_NUMBER_INPUT.test(text),
};

acceptQueryFast(SearchCasesRequest, parseSearchCasesQuery);
