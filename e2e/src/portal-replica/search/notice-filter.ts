/**
 * Matching of one publication against a search query: Land, court, Gegenstand, date range, firm/surname with
 * wildcards (* any sequence, ? one character), first name, seat, Aktenzeichen parts and register entry.
 */
import { registerCourtByListingPlace } from '../generator/tables/courts.js';
import type { Notice } from '../generator/notice.js';
import type { SearchQuery } from './search-query.js';

interface SearchFields {
  readonly name: string;
  readonly firstName: string | null;
  readonly seat: string;
  readonly azDivision: string;
  readonly azSign: string;
  readonly azNumber: number;
  readonly azYear: string;
  readonly registerCourtCode: string | null;
  readonly registerType: string;
  readonly registerNumber: number;
}

const AZ = /^(?:(.+?)\s+)?(IN|IK|IE|IZ)\s+(\d+)\/(\d{2,4})\b/;
const REGISTER = /^(.*), (GnR|HRA|HRB|PR|VR) (\d+)/;

export function normalise(text: string): string {
  return text.toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();
}

const fieldCache = new WeakMap<Notice, SearchFields>();

function fieldsOf(notice: Notice): SearchFields {
  let fields = fieldCache.get(notice);
  if (fields) return fields;
  const az = AZ.exec(notice.caseNumber);
  const reg = REGISTER.exec(notice.register);
  const isPerson = notice.debtorKind !== 'company';
  const [last, first] = isPerson ? notice.listingName.split(/,\s*/) : [notice.debtorName, undefined];
  fields = {
    name: normalise(last ?? notice.debtorName),
    firstName: isPerson ? normalise(first ?? '') : null,
    seat: normalise(notice.seat),
    azDivision: normalise(az?.[1] ?? '').replace(/ /g, ''),
    azSign: az?.[2] ?? '',
    azNumber: Number(az?.[3] ?? -1),
    azYear: (az?.[4] ?? '').slice(-2),
    registerCourtCode: reg ? (registerCourtByListingPlace(reg[1] as string)?.code ?? null) : null,
    registerType: reg?.[2] ?? '',
    registerNumber: Number(reg?.[3] ?? -1),
  };
  fieldCache.set(notice, fields);
  return fields;
}

const patternCache = new Map<string, RegExp>();

/** Compiles a portal name pattern: mode 0 "beginnt mit", 1 exact, 2 "enthält"; * and ? are wildcards. */
export function namePattern(input: string, mode: string): RegExp {
  const key = `${mode}\u0000${input}`;
  let pattern = patternCache.get(key);
  if (!pattern) {
    const body = normalise(input)
      .split('')
      .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    const source = mode === '1' ? `^${body}$` : mode === '2' ? body : `^${body}`;
    pattern = new RegExp(source, 'u');
    if (patternCache.size > 1000) patternCache.clear();
    patternCache.set(key, pattern);
  }
  return pattern;
}

export function matches(notice: Notice, query: SearchQuery): boolean {
  if (query.from && notice.publicationDate < query.from) return false;
  if (query.to && notice.publicationDate > query.to) return false;
  if (query.state && notice.state !== query.state) return false;
  if (query.courtCode && notice.courtCode !== query.courtCode) return false;
  if (query.subject && notice.subject !== query.subject) return false;
  if (
    !query.name &&
    !query.firstName &&
    !query.seat &&
    !query.azDivision &&
    !query.azSign &&
    !query.azNumber &&
    !query.azYear &&
    !query.register
  ) {
    return true;
  }
  const f = fieldsOf(notice);
  if (query.name && !namePattern(query.name, query.wildcardMode).test(f.name)) return false;
  if (query.firstName && (f.firstName === null || !namePattern(query.firstName, '0').test(f.firstName))) return false;
  if (query.seat && !namePattern(query.seat, '0').test(f.seat)) return false;
  if (query.azDivision && f.azDivision !== normalise(query.azDivision).replace(/ /g, '')) return false;
  if (query.azSign && f.azSign !== query.azSign) return false;
  if (query.azNumber && f.azNumber !== Number(query.azNumber)) return false;
  if (query.azYear && f.azYear !== query.azYear.slice(-2)) return false;
  if (query.register) {
    if (f.registerCourtCode !== query.register.courtCode || f.registerType !== query.register.type) return false;
    if (f.registerNumber !== Number(query.register.number.replace(/\D/g, ''))) return false;
  }
  return true;
}
