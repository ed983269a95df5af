import type { FieldError } from '../../../platform/http/validation.js';
import { AMOUNT_MESSAGES, parseGermanAmount } from './german-amount.js';
import type { ClaimLetterForm } from './claim-letter-form.js';

/**
 * What a letter needs beyond a valid draft (§ 174 InsO: the claim in writing with its reason and amount, sent by
 * a creditor who can be answered): the creditor's name and address, at least one claim, each with a reason and
 * an amount. German messages per field, in the form's order; empty when the letter can be made.
 */
export function letterProblems(form: ClaimLetterForm): FieldError[] {
  const problems: FieldError[] = [];
  const need = (field: string, value: string, message: string) => {
    if (value.trim() === '') problems.push({ field, messages: [message] });
  };
  need('creditor.name', form.creditor.name, 'Bitte geben Sie Ihren Namen ein.');
  need('creditor.street', form.creditor.street, 'Bitte geben Sie Straße und Hausnummer ein.');
  need('creditor.postalCode', form.creditor.postalCode, 'Bitte geben Sie die Postleitzahl ein.');
  need('creditor.city', form.creditor.city, 'Bitte geben Sie den Ort ein.');
  if (form.claims.length === 0) {
    problems.push({ field: 'claims', messages: ['Bitte geben Sie mindestens eine Forderung an.'] });
  }
  form.claims.forEach((claim, index) => {
    need(`claims.${index}.reason`, claim.reason, 'Bitte geben Sie den Grund der Forderung an.');
    if (claim.amount.trim() === '') {
      problems.push({ field: `claims.${index}.amount`, messages: ['Bitte geben Sie den Betrag ein.'] });
    } else {
      const parsed = parseGermanAmount(claim.amount);
      if ('problem' in parsed) {
        problems.push({ field: `claims.${index}.amount`, messages: [AMOUNT_MESSAGES[parsed.problem]] });
      }
    }
  });
  return problems;
}
