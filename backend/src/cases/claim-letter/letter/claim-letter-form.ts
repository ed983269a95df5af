/**
 * What the creditor fills in for a claim letter (Forderungsanmeldung, issue #32 item 5): her own data, the claims
 * as rows and an optional reference. The same shape is sent for the PDF and stored as a draft; every text may be
 * empty in a draft, the letter needs the fields `letterProblems` asks for.
 */
export const CLAIM_KINDS = ['hauptforderung', 'zinsen', 'kosten'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_KIND_LABELS: Readonly<Record<ClaimKind, string>> = {
  hauptforderung: 'Hauptforderung',
  zinsen: 'Zinsen',
  kosten: 'Kosten',
};

export interface CreditorData {
  /** Name of the person signing (prefilled from the profile). */
  readonly name: string;
  readonly company: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly email: string;
  readonly phone: string;
}

export interface ClaimRow {
  readonly kind: ClaimKind;
  /** Grund: what the claim arises from ("Rechnung Nr. 4711 vom 02.09.2026, Lieferung von Baustoffen"). */
  readonly reason: string;
  /** Betrag in EUR as entered, German format ("1.234,56"). */
  readonly amount: string;
  /** Belege: the documents attached in copy ("Rechnung, Lieferschein"). */
  readonly evidence: string;
}

export interface ClaimLetterForm {
  readonly creditor: CreditorData;
  readonly claims: readonly ClaimRow[];
  /** Unser Zeichen (the creditor's own reference), may be empty. */
  readonly reference: string;
}

/** Limits of the form: generous for real letters, small enough that a request or a draft stays small. */
export const FORM_LIMITS = {
  claims: 20,
  shortText: 200,
  postalCode: 10,
  reason: 500,
  evidence: 300,
  reference: 100,
} as const;
