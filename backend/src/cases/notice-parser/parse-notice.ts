import { findAdministrator } from './administrator.js';
import { findCaseNumber } from './case-number.js';
import { courtState, findCourt } from './court.js';
import { findDecisionDate } from './dates.js';
import { findDeadlines } from './deadlines/find-deadlines.js';
import { findDebtor, type DebtorFinding } from './debtor.js';
import { findNoticeDates } from './legal-dates.js';
import { normaliseNoticeText } from './normalise-text.js';
import type { ParsedNotice } from './parsed-notice.js';
import { findPublicationType, type PublicationTypeFinding } from './publication-type.js';
import { findRegister } from './register.js';

export { courtState, normaliseCourtName } from './court.js';
export { decisiveSentence } from './decisive-sentence.js';
export { findHearings } from './hearings.js';
export { findNoticeDates } from './legal-dates.js';
export { findDeadlines } from './deadlines/find-deadlines.js';
export type { ParsedNotice } from './parsed-notice.js';

/** Runs one extraction step; a failure becomes a warning and the step's fallback value (the parser never throws). */
function attempt<T>(warnings: string[], field: string, step: () => T, fallback: T): T {
  try {
    return step();
  } catch (error) {
    warnings.push(`${field}: extraction failed (${error instanceof Error ? error.message : String(error)})`);
    return fallback;
  }
}

const NO_DEBTOR: DebtorFinding = {
  name: null,
  kind: 'unknown',
  legalForm: null,
  address: null,
  addressNote: null,
  blockStart: -1,
  blockEnd: -1,
};

/**
 * Reads the fields of docs/DESIGN.md §8 from one insolvency notice text as published on the portal (with or without
 * its line breaks, also as whitespace-squeezed by a collector). Pure and total: any input, including empty or
 * random text, yields a ParsedNotice with the fields it could read and warnings for the rest. With the portal's
 * publication date, the deadlines include the day the publication takes effect (§ 9 Abs. 1 Satz 3 InsO).
 */
export function parseNotice(input: string, publicationDate: string | null = null): ParsedNotice {
  const warnings: string[] = [];
  const { text, truncated } = attempt(warnings, 'text', () => normaliseNoticeText(input), {
    text: '',
    truncated: false,
  });
  if (truncated) warnings.push('text longer than expected for a notice; only its beginning and end were read');
  if (text.length === 0) warnings.push('empty text');

  const { court } = attempt(warnings, 'court', () => findCourt(text), { court: null, source: null });
  const caseNumber = attempt(warnings, 'caseNumber', () => findCaseNumber(text), null);
  const type: PublicationTypeFinding = attempt(warnings, 'publicationType', () => findPublicationType(text), {
    type: 'sonstiges',
    operativeIndex: null,
  });
  const decision = attempt(warnings, 'decisionDate', () => findDecisionDate(text, type.operativeIndex), {
    date: null,
    source: 'none',
  });
  const debtor = attempt(warnings, 'debtor', () => findDebtor(text), NO_DEBTOR);
  const register = attempt(
    warnings,
    'register',
    () => (debtor.blockStart >= 0 ? findRegister(text, debtor.blockStart, debtor.blockEnd).register : null),
    null,
  );
  const administrator = attempt(warnings, 'administrator', () => findAdministrator(text, type.type), null);
  const deadlines = attempt(warnings, 'deadlines', () => findDeadlines(text, publicationDate), []);
  // The field the app has used since the start, now one of the deadlines.
  const claimsDeadline = deadlines.find((deadline) => deadline.kind === 'anmeldefrist')?.date ?? null;
  const hearings = attempt(warnings, 'hearings', () => findNoticeDates(text, claimsDeadline), []);

  if (text.length > 0) {
    if (!court) warnings.push('court not found');
    else if (!courtState(court)) warnings.push(`court not in the table of Amtsgerichte: ${court}`);
    if (!caseNumber) warnings.push('Aktenzeichen not found');
    if (type.type === 'sonstiges') warnings.push('no operative sentence recognised; publication type "sonstiges"');
    if (!decision.date) warnings.push('decision date not found');
    else if (decision.source !== 'operative') warnings.push(`decision date taken from the ${decision.source} line`);
    if (!debtor.name) warnings.push('debtor not found');
    else if (!debtor.address) warnings.push('debtor address not found');
    if (debtor.addressNote === 'former') warnings.push('debtor address is a former address (ehemals/früher)');
    if (debtor.addressNote === 'after-representative') {
      warnings.push("debtor address taken from the representative's part (no address next to the name)");
    }
  }

  return {
    court,
    caseNumber,
    publicationType: type.type,
    decisionDate: decision.date,
    debtorName: debtor.name,
    debtorKind: debtor.kind,
    legalForm: debtor.legalForm,
    street: debtor.address?.street ?? null,
    postalCode: debtor.address?.postalCode ?? null,
    city: debtor.address?.city ?? null,
    state: court ? courtState(court) : null,
    register,
    administrator,
    claimsDeadline,
    hearings,
    deadlines,
    warnings,
  };
}
