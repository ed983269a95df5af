import {
  cityKeyMatches,
  debtorKindMatches,
  postalCodeMatches,
  registerNumberMatches,
} from '../../cases/domain/events.js';
import { foldGerman, significantTokens } from '../../platform/text/german-search.js';
import type { CaseMatchFields } from '../matching/case-terms.js';

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

/** The search text as an Aktenzeichen or a register number, compared like the case's keys. */
function textMatches(q: string, fields: SearchCaseFields): boolean {
  const folded = foldGerman(q);
  if (folded === '') return true;
  if (fields.caseRef && fields.caseRef.slice(fields.caseRef.indexOf('|') + 1) === folded) return true;
  if (fields.registerRef && (fields.registerRef === folded || fields.registerRef.endsWith(` ${folded}`))) return true;
  // Like the search: every significant word of the text is the start of a word of the debtor's name.
  return significantTokens(q).every((token) => fields.nameTokens.some((word) => word.startsWith(token)));
}

/**
 * Would the saved search find this new case? The same criteria as the search page (docs/DESIGN.md §9 folding):
 * text in the debtor's name (word prefixes), or as Aktenzeichen or register number; Land; procedure type;
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
