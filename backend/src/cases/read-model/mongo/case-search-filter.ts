import type mongoose from 'mongoose';
import { cityKey, parseRegisterNumber } from '../../domain/search-filters.js';
import type { IdentifierQuery } from '../../domain/search-query/identifiers.js';
import { oneEditVariants, typoBases } from '../../domain/search-query/one-edit.js';
import type { SearchQuery } from '../../domain/search-query/understand-query.js';
import type { CaseFilter } from '../case-queries.port.js';
import { STORED_PREFIX_LENGTH } from '../../../platform/text/search-words.js';
import type { CaseDocument } from './case-documents.js';

export type Condition = mongoose.mongo.Filter<CaseDocument>;

/**
 * The MongoDB conditions of a case search (issue #29), with the meaning of the SQLite search
 * (sqlite/search/ranked-search.ts). The text conditions select the candidates of an understood query; the
 * domain's `rankCandidates` then decides on their fields which of them match and in which order, so a text
 * condition may find more than the query matches (an Aktenzeichen's parts as words), never fewer.
 *
 * Conditions are equalities, `$in` lists, anchored patterns and ranges on indexed fields only (cases.mongo.ts of
 * the projections): no `$text`, collation or unanchored pattern.
 */

/** The conditions of the filters besides the query; null when no case can match (a city folding to nothing …). */
export function filterConditions(filter: CaseFilter): Condition[] | null {
  const conditions: Condition[] = [];
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
  return conditions;
}

/** All of the conditions as one filter. */
export function allOf(conditions: readonly Condition[]): Condition {
  if (conditions.length === 0) return {};
  return conditions.length === 1 ? conditions[0] : { $and: [...conditions] };
}

/**
 * The cases that may have one of the query's identifiers: for an Aktenzeichen, the cases having its running
 * number, register sign and year (two or four digits) among their words, at any department (the department and
 * the exact spelling are checked by `rankCandidates`); for a register number, type and number exactly (as the
 * SQLite register index). Null when the query names none.
 */
export function identifierCondition(query: SearchQuery): Condition | null {
  const conditions = query.identifiers.map(identifierOf);
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0] : { $or: conditions };
}

function identifierOf(id: IdentifierQuery): Condition {
  if (id.kind === 'register') {
    // The number alone, or followed by the register court's letter ("1042 B"; an anchored prefix uses the index).
    return {
      registerType: id.type,
      $or: [{ registerNumber: id.number }, { registerNumber: { $regex: `^${id.number} ` } }],
    };
  }
  const years = [id.year, `20${id.year}`, `19${id.year}`];
  return { $and: [{ words: id.number }, { words: id.sign.toLowerCase() }, { words: { $in: years } }] };
}

/**
 * The cases matching a query of words (or of a legal form alone): every word begins a word of the case
 * (`terms` holds the words' prefixes of up to eight characters; a longer word is also compared with the whole
 * words by an anchored pattern) or, for typo-tolerant words, is one edit away from one of its words (the few
 * hundred variants of `oneEditVariants` looked up in `words`, also of the word as typed: `typoBases`). Exactly the cases `wordsLevel` accepts.
 */
export function wordsCondition(query: SearchQuery): Condition {
  if (query.words.length === 0) return { legalForm: query.legalForm ?? '' };
  return allOf(
    query.words.map((word) => {
      const prefix = prefixCondition(word);
      const variants = [...new Set(typoBases(query, word).flatMap(oneEditVariants))];
      return variants.length === 0 ? prefix : { $or: [prefix, { words: { $in: variants } }] };
    }),
  );
}

function prefixCondition(word: string): Condition {
  return word.length <= STORED_PREFIX_LENGTH
    ? { terms: word }
    : { terms: word.slice(0, STORED_PREFIX_LENGTH), words: { $regex: `^${escapeRegex(word)}` } };
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
