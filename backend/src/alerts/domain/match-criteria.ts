import { findIdentifiers, parseCaseNumber, understandQuery } from '../../cases/domain/search-query/index.js';
import { foldedTokens, foldGerman } from '../../platform/text/german-search.js';
import type { MatchCriteria, SubscriptionFields } from './events.js';

/**
 * What a subscription watches, read as the search reads a query (issue #29, `cases/domain/search-query`), with
 * the precision rule of alerts (README "E-mail alerts"): a watched Aktenzeichen or register number matches
 * exactly (every common spelling, never a longer number); a watched name matches when all its words are whole
 * words of the debtor's name and, when it names a legal form in any spelling, the debtor has that legal form; a
 * legal form alone matches nothing. No prefix and no typo matches: a credit manager watching "HRB 62" must not
 * be mailed about HRB 6263, nor about every "Müller" when watching "Müller GmbH".
 *
 * Computed when a subscription is written (into its event) and again by the subscriptions projection from the
 * subscription's fields, so a rebuild brings subscriptions written under older rules to these.
 */
export function subscriptionCriteria(fields: SubscriptionFields): MatchCriteria {
  const query = understandQuery(fields.companyName);
  // An identifier typed into the company field ("HRB62", "6 IN 123/26") is what is watched, as in the search.
  const typedCase = query.identifiers.find((id) => id.kind === 'caseNumber');
  const typedRegister = query.identifiers.find((id) => id.kind === 'register');
  const register = fields.registerNumber ? registerOf(fields.registerNumber) : null;
  const typedCaseRef = typedCase
    ? `${fields.court ? courtKey(fields.court) : ANY_COURT}|${caseKeyOf(typedCase)}`
    : null;
  const byName = query.identifiers.length === 0;
  return {
    nameTokens: byName ? [...new Set(withoutLeadingTitles(query.words))] : [],
    keywordTokens: fields.keywords.map((k) => foldedTokens(k)).filter((tokens) => tokens.length > 0),
    caseRef: fields.caseNumber && fields.court ? subscriptionCaseRef(fields.court, fields.caseNumber) : typedCaseRef,
    registerRef:
      register?.ref ??
      (typedRegister?.kind === 'register' ? `${typedRegister.type.toLowerCase()} ${typedRegister.number}` : null),
    legalForm: byName ? query.legalForm : null,
    registerCourt: register
      ? register.court
      : typedRegister?.kind === 'register' && !fields.registerNumber
        ? [...typedRegister.court]
        : [],
  };
}

/**
 * Salutations and academic titles a user types before a person's name ("Dr. Emily Werner", "Herr Prof. Dr. med.
 * Hans Meier", "Dipl.-Ing. Jan Ohm"), folded. The portal lists persons as "Werner, Emily", without them, and a
 * watched name matches only when every word of it is in the debtor's name: so they are left out of what is
 * watched, and only at the start (a firm "Hans Meier Dr. Bau GmbH" keeps its words).
 */
const LEADING_TITLES = new Set([
  'herr',
  'frau',
  'dr',
  'prof',
  'med',
  'jur',
  'rer',
  'nat',
  'phil',
  'dipl',
  'ing',
  'kfm',
]);

function withoutLeadingTitles(words: readonly string[]): readonly string[] {
  let start = 0;
  while (start < words.length - 1 && LEADING_TITLES.has(words[start]!)) start++;
  return words.slice(start);
}

/** The court key of a `caseRef` that matches an Aktenzeichen at any court (typed into the company field). */
export const ANY_COURT = '*';

const COURT_PREFIX = /^(amtsgericht|ag) /;

/** `Amtsgericht Köln` → `koln`: the court of a `caseRef`. */
export function courtKey(court: string): string {
  return foldGerman(court).replace(COURT_PREFIX, '');
}

/**
 * An Aktenzeichen in one spelling, folded: `71 in 123 26` for "71 IN 123/26", "71IN123/26", "71 IN 0123/2026";
 * without a department ("IN 123/26") `in 123 26`. An unusual one that is no Aktenzeichen is folded as it is.
 */
export function caseNumberKey(caseNumber: string): string {
  const parsed = parseCaseNumber(caseNumber);
  return parsed ? caseKeyOf(parsed) : foldGerman(caseNumber);
}

function caseKeyOf(id: { department: string | null; sign: string; number: string; year: string }): string {
  return [id.department, id.sign.toLowerCase(), id.number, id.year].filter((part) => part !== null).join(' ');
}

function subscriptionCaseRef(court: string, caseNumber: string): string | null {
  const courtPart = courtKey(court);
  const numberPart = caseNumberKey(caseNumber);
  return courtPart && numberPart ? `${courtPart}|${numberPart}` : null;
}

/** `HRB 062` → `hrb 62`: type and number of a register entry, folded, leading zeros left out. */
export function registerKey(type: string | null, number: string): string {
  return foldGerman(`${type ?? ''} ${number.replace(/^0+(?=\d)/, '')}`);
}

/**
 * The watched register number ("HRB62", "HRB 62 B", "HR B 62", "Amtsgericht Köln HRB 62"): its key without the
 * letters some courts append, and the folded words of a court named with it. A spelling the search does not read
 * (GsR) is kept as typed, folded.
 */
function registerOf(text: string): { ref: string; court: string[] } | null {
  const found = findIdentifiers(text).find((f) => f.identifier.kind === 'register');
  if (found?.identifier.kind === 'register') {
    return { ref: registerKey(found.identifier.type, found.identifier.number), court: [...found.identifier.court] };
  }
  const plain = /^(\S+)\s+(.+)$/.exec(text.trim());
  return plain ? { ref: registerKey(plain[1], plain[2]), court: [] } : null;
}
