import type mongoose from 'mongoose';
import { cityKey, parseRegisterNumber } from '../../domain/search-filters.js';
import type { CaseFilter } from '../case-queries.port.js';
import { caseNumberKey } from '../case-number-query.js';
import { queryPrefixes, STORED_PREFIX_LENGTH } from '../../../platform/text/search-words.js';
import type { CaseDocument } from './case-documents.js';

type Condition = mongoose.mongo.Filter<CaseDocument>;

/**
 * The MongoDB filter of a case search, with the meaning of the SQLite search (search/search-read-model.ts):
 * a complete Aktenzeichen is looked up by its key; otherwise every query word must begin a word of the case
 * (`terms` holds the words' prefixes of up to eight characters; a longer query word is also compared with the
 * whole words, by an anchored pattern of its folded letters and digits, escaped all the same). Null when no
 * case can match (a city that folds to nothing, text that is no register number).
 *
 * Conditions are equalities and ranges on indexed fields only: no `$text`, collation or unanchored pattern.
 */
export function caseSearchFilter(filter: CaseFilter): Condition | null {
  const conditions: Condition[] = [...textConditions(filter.q ?? '')];
  if (filter.state) conditions.push({ state: filter.state });
  if (filter.procedureType) conditions.push({ procedureType: filter.procedureType });
  if (filter.dateFrom || filter.dateTo) {
    const from = filter.dateFrom ? { $gte: filter.dateFrom } : {};
    const to = filter.dateTo ? { $lte: filter.dateTo } : {};
    conditions.push({ publicationDate: { ...from, ...to } });
  }
  if (filter.debtorKind) {
    conditions.push({ debtorKind: filter.debtorKind === 'company' ? 'company' : { $ne: 'company' } });
  }
  if (filter.postalCode) conditions.push({ postalCode: prefixRange(filter.postalCode) });
  if (filter.city) {
    const prefix = cityKey(filter.city);
    if (!prefix) return null;
    conditions.push({ cityKey: prefixRange(prefix) });
  }
  if (filter.registerNumber) {
    const register = parseRegisterNumber(filter.registerNumber);
    if (!register) return null;
    conditions.push(
      register.type
        ? { registerNumber: register.number, registerType: register.type }
        : { registerNumber: register.number },
    );
  }
  if (conditions.length === 0) return {};
  return conditions.length === 1 ? conditions[0] : { $and: conditions };
}

function textConditions(q: string): Condition[] {
  const aktenzeichen = caseNumberKey(q);
  if (aktenzeichen) return [{ caseNumberKey: aktenzeichen }];
  return queryPrefixes(q).map((word) =>
    word.length <= STORED_PREFIX_LENGTH
      ? { terms: word }
      : { terms: word.slice(0, STORED_PREFIX_LENGTH), words: { $regex: `^${escapeRegex(word)}` } },
  );
}

/** Strings starting with `prefix` (binary order: the MongoDB default without a collation). */
function prefixRange(prefix: string): { $gte: string; $lt: string } {
  const last = prefix.length - 1;
  return { $gte: prefix, $lt: prefix.slice(0, last) + String.fromCharCode(prefix.charCodeAt(last) + 1) };
}

/** Query words are folded to letters and digits already; escaped anyway, so no input is ever a pattern. */
function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
