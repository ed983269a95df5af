import {
  cityKeyMatches,
  debtorKindMatches,
  postalCodeMatches,
  registerNumberMatches,
} from '../../cases/domain/events.js';
import {
  courtMatches,
  hasText,
  identifierMatches,
  MatchLevel,
  understandQuery,
  wordsLevel,
  type SearchableCase,
} from '../../cases/domain/search-query/index.js';
import { legalFormOf, type CaseMatchFields } from '../matching/case-terms.js';

/** What the new-case feed tells about a notice, as far as a saved search's filters need it. */
export interface SearchCaseFields extends CaseMatchFields {
  readonly publicationDate: string;
  /** Land code of the court (`NW`), when known. */
  readonly state?: string | null;
  /** `regel`, `verbraucher` or `antrag`, as the search's filter names them. */
  readonly procedureType?: string | null;
  /** `company`, `person`, `estate` or `unknown`; absent in messages older than the filter. */
  readonly debtorKind?: string | null;
  readonly postalCode?: string | null;
  /** The folded city (cases domain `cityKey`). */
  readonly cityKey?: string | null;
  readonly registerType?: string | null;
  readonly registerNumber?: string | null;
}

/**
 * The search text read as the search reads it (issue #29), with the precision rule of alerts (README "E-mail
 * alerts"): a text with an Aktenzeichen or register number finds the cases with exactly that one (a register
 * court named with it must agree); a text of words the cases the search shows as exact name or with every word
 * as a whole word (and the legal form it names), never by a prefix or a typo; a legal form alone, as in the
 * search, the cases of that legal form.
 */
function textMatches(q: string, fields: SearchCaseFields): boolean {
  const query = understandQuery(q);
  if (!hasText(query)) return true;
  const c = searchableCase(fields);
  if (query.identifiers.length > 0) {
    return query.identifiers.some(
      (id) => identifierMatches([id], c) && (id.kind !== 'register' || courtMatches(id, c.registerCourt ?? c.court)),
    );
  }
  const level = wordsLevel(query, c);
  return level !== null && level <= MatchLevel.wholeWords;
}

/** The case as the search compares it, from the feed's folded facts (names and numbers fold to themselves). */
function searchableCase(fields: SearchCaseFields): SearchableCase {
  const bar = fields.caseRef?.indexOf('|') ?? -1;
  return {
    companyName: fields.nameTokens.join(' '),
    legalForm: legalFormOf(fields),
    // The folded Aktenzeichen with its slash back ("71 in 123 26" → "71 in 123/26"), as the search parses it.
    caseNumber: fields.caseRef ? fields.caseRef.slice(bar + 1).replace(/ (\d{2,4})$/, '/$1') : '',
    court: fields.caseRef ? fields.caseRef.slice(0, bar) : null,
    registerType: fields.registerType ?? registerPart(fields.registerRef, 0),
    registerNumber: fields.registerNumber ?? registerPart(fields.registerRef, 1),
    registerCourt: fields.registerCourt ?? null,
  };
}

/** Type (0) or number (1) of a folded register ref ("hrb 62"), in the spelling the search compares. */
function registerPart(ref: string | null, part: 0 | 1): string | null {
  const words = ref?.split(' ');
  if (!words || words.length < 2) return null;
  return part === 1 ? words[1] : (REGISTER_TYPES[words[0]] ?? null);
}

const REGISTER_TYPES: Readonly<Record<string, string>> = { hra: 'HRA', hrb: 'HRB', gnr: 'GnR', vr: 'VR', pr: 'PR' };

/**
 * Would the saved search find this new case? The same criteria as the search page (docs/DESIGN.md §9 folding):
 * the text as `textMatches` reads it; Land; procedure type;
 * publication date range; debtor kind, postal-code and city prefixes and register number with the search's own
 * rules (cases domain search-filters.ts). A filter this predicate does not know, or a fact the message does not
 * carry (older messages), never matches: an alert must not mail cases its saved search would not show.
 */
export function searchCriteriaMatch(criteria: Readonly<Record<string, string>>, fields: SearchCaseFields): boolean {
  for (const [name, value] of Object.entries(criteria)) {
    switch (name) {
      case 'q':
        if (!textMatches(value, fields)) return false;
        break;
      case 'state':
        if (fields.state !== value) return false;
        break;
      case 'procedureType':
        if (fields.procedureType !== value) return false;
        break;
      case 'dateFrom':
        if (fields.publicationDate.slice(0, 10) < value) return false;
        break;
      case 'dateTo':
        if (fields.publicationDate.slice(0, 10) > value) return false;
        break;
      case 'debtorKind':
        if (!debtorKindMatches(value, fields.debtorKind)) return false;
        break;
      case 'postalCode':
        if (!postalCodeMatches(value, fields.postalCode)) return false;
        break;
      case 'city':
        if (!cityKeyMatches(value, fields.cityKey)) return false;
        break;
      case 'registerNumber':
        if (!registerNumberMatches(value, { type: fields.registerType, number: fields.registerNumber })) return false;
        break;
      case 'sort':
        // The order of the results (issue #29) does not change which cases a search finds.
        break;
      default:
        return false;
    }
  }
  return true;
}
