/**
 * One published notice of a case, as recorded in the case's events: the parsed fields (DESIGN.md §8) plus the
 * portal listing it came from. Both fingerprints are hashes without readable personal data.
 */
export type PublicationType =
  | 'sicherungsmassnahmen'
  | 'aufhebung_sicherungsmassnahmen'
  | 'eroeffnung'
  | 'abweisung_mangels_masse'
  | 'einstellung'
  | 'aufhebung'
  | 'termin'
  | 'restschuldbefreiung'
  | 'verteilungsverzeichnis'
  | 'insolvenzplan'
  | 'sonstiges';

export type DebtorKind = 'company' | 'person' | 'estate' | 'unknown';

export interface Administrator {
  readonly role: string | null;
  readonly name: string | null;
  readonly firm: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

export interface RegisterEntry {
  readonly court: string | null;
  readonly type: string | null;
  readonly number: string | null;
}

export interface CaseNotice {
  /** Identity of the publication by its content (date, court, Aktenzeichen, text): a hash. */
  readonly fingerprint: string;
  /** The portal listing row it was fetched from (a hash); lets the importer skip rows it has seen. */
  readonly listingFingerprint: string;
  /** ISO date the portal published the notice. */
  readonly publicationDate: string;
  readonly publicationType: PublicationType;
  readonly decisionDate: string | null;
  readonly court: string;
  readonly caseNumber: string;
  readonly state: string | null;
  readonly debtorName: string;
  readonly debtorKind: DebtorKind;
  readonly legalForm: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly register: RegisterEntry | null;
  readonly administrator: Administrator | null;
  readonly claimsDeadline: string | null;
  /** The full notice text as published. */
  readonly text: string;
}
