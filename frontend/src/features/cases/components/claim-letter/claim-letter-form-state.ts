import { isBlank, isEmail } from '../../../../lib/forms/validators';
import { AMOUNT_MESSAGES, parseGermanAmount } from '../../../../lib/format/german-amount';
import type { SessionUser } from '../../../../lib/session/session-user';
import type { ClaimKind, ClaimLetterCreditor, ClaimLetterFormBody } from '../../api/claim-letter-api';

export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  hauptforderung: 'Hauptforderung',
  zinsen: 'Zinsen',
  kosten: 'Kosten',
};

/** The server's limits (a letter has at most 20 claims). */
export const MAX_CLAIMS = 20;

/** A claim row of the form; `key` keeps React's rows apart when one is removed. */
export interface ClaimRowValues {
  key: number;
  kind: ClaimKind;
  reason: string;
  amount: string;
  evidence: string;
}

export interface ClaimLetterValues {
  creditor: ClaimLetterCreditor;
  claims: ClaimRowValues[];
  reference: string;
}

/** Field name ("creditor.name", "claims.0.amount") → German message. */
export type ClaimLetterErrors = Record<string, string>;

let nextKey = 1;
export const claimRow = (kind: ClaimKind = 'hauptforderung'): ClaimRowValues => ({
  key: nextKey++,
  kind,
  reason: '',
  amount: '',
  evidence: '',
});

/**
 * A fresh form: the creditor's name and address from the profile (the profile has name and e-mail; company,
 * street, postal code, city and phone are filled in here and not stored in the profile), one Hauptforderung row.
 */
export function initialValues(user: SessionUser | null): ClaimLetterValues {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    creditor: { name, company: '', street: '', postalCode: '', city: '', email: user?.email ?? '', phone: '' },
    claims: [claimRow()],
    reference: '',
  };
}

export function fromBody(body: ClaimLetterFormBody): ClaimLetterValues {
  return {
    creditor: { ...body.creditor },
    claims: body.claims.length > 0 ? body.claims.map((claim) => ({ ...claimRow(), ...claim })) : [claimRow()],
    reference: body.reference,
  };
}

export function toBody(values: ClaimLetterValues): ClaimLetterFormBody {
  const trim = (text: string) => text.trim();
  return {
    creditor: {
      name: trim(values.creditor.name),
      company: trim(values.creditor.company),
      street: trim(values.creditor.street),
      postalCode: trim(values.creditor.postalCode),
      city: trim(values.creditor.city),
      email: trim(values.creditor.email),
      phone: trim(values.creditor.phone),
    },
    claims: values.claims.map(({ kind, reason, amount, evidence }) => ({
      kind,
      reason: trim(reason),
      amount: trim(amount),
      evidence: trim(evidence),
    })),
    reference: trim(values.reference),
  };
}

/** The sum of the amounts that can be read (cents). */
export function totalCents(values: ClaimLetterValues): number {
  return values.claims.reduce((sum, claim) => {
    const parsed = parseGermanAmount(claim.amount);
    return 'cents' in parsed ? sum + parsed.cents : sum;
  }, 0);
}

const POSTAL_CODE = /^[\p{L}\p{N} -]*$/u;

/**
 * What is wrong with the form, in German, per field. A draft (`forDraft`) may leave fields empty; what is filled
 * in must still be valid. The letter needs the creditor's name and address and, per claim, reason and amount.
 */
export function validateClaimLetter(values: ClaimLetterValues, { forDraft = false } = {}): ClaimLetterErrors {
  const errors: ClaimLetterErrors = {};
  const { creditor } = values;
  const required = (field: string, value: string, message: string) => {
    if (!forDraft && isBlank(value)) errors[field] = message;
  };
  required('creditor.name', creditor.name, 'Bitte geben Sie Ihren Namen ein.');
  required('creditor.street', creditor.street, 'Bitte geben Sie Straße und Hausnummer ein.');
  required('creditor.postalCode', creditor.postalCode, 'Bitte geben Sie die Postleitzahl ein.');
  required('creditor.city', creditor.city, 'Bitte geben Sie den Ort ein.');
  if (!POSTAL_CODE.test(creditor.postalCode.trim())) {
    errors['creditor.postalCode'] = 'Die Postleitzahl darf nur Ziffern, Buchstaben und Leerzeichen enthalten.';
  }
  if (!isBlank(creditor.email) && !isEmail(creditor.email)) {
    errors['creditor.email'] = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
  }
  values.claims.forEach((claim, index) => {
    required(`claims.${index}.reason`, claim.reason, 'Bitte geben Sie den Grund der Forderung an.');
    if (isBlank(claim.amount)) {
      required(`claims.${index}.amount`, claim.amount, 'Bitte geben Sie den Betrag ein.');
    } else {
      const parsed = parseGermanAmount(claim.amount);
      if ('problem' in parsed) errors[`claims.${index}.amount`] = AMOUNT_MESSAGES[parsed.problem];
    }
  });
  return errors;
}
