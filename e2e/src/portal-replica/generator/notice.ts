/** The shape of one publication as the generator produces it and as the replica serves it. */

/** Land codes as used by the portal's Bundesland select. */
export const STATE_CODES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type StateCode = (typeof STATE_CODES)[number];

/** Gegenstand codes of the portal's subject select. */
export const SUBJECT_CODES = [
  'SICHMASS',
  'EROEFF',
  'ABWMASS',
  'ENT_VERF',
  'ENT_AUF_VERF',
  'ENT_RSB',
  'VERTVERZ',
  'INSO_PLAN',
  'SONST',
] as const;
export type SubjectCode = (typeof SUBJECT_CODES)[number];

/**
 * The parser's publication types (docs/DESIGN.md §8 and the finer ones of backend/src/cases/domain/case-notice.ts):
 * ground truth for tests of the notice parser. The replica is a black box and keeps its own copy of the list.
 */
export const PUBLICATION_TYPES = [
  'sicherungsmassnahmen',
  'aufhebung_sicherungsmassnahmen',
  'eroeffnung',
  'abweisung_mangels_masse',
  'einstellung',
  'aufhebung',
  'termin',
  'restschuldbefreiung',
  'verteilungsverzeichnis',
  'insolvenzplan',
  'sonstiges',
  'schutzschirmverfahren',
  'eigenverwaltung',
  'pruefungstermin',
  'masseunzulaenglichkeit',
  'schlussverteilung',
  'versagung_restschuldbefreiung',
  'freigabe_selbstaendige_taetigkeit',
  'ueberwachung_insolvenzplan',
  'aufhebung_ueberwachung_insolvenzplan',
  'verguetungsfestsetzung',
  'verwalterwechsel',
  'nachtragsverteilung',
] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

export type DebtorKind = 'company' | 'person' | 'estate';

/** Text layouts: one per family of Länder (docs/PORTAL.md "What the notice texts look like"). */
export type TemplateStyle = 'nrw' | 'sachsen' | 'berlin' | 'brandenburg' | 'short' | 'south';

export interface Notice {
  /** Stable id of this publication (not shown by the portal, which has no permalinks). */
  readonly id: string;
  /** Case identity inside the generator: every notice of one proceeding carries the same value. */
  readonly caseId: string;
  /** YYYY-MM-DD. */
  readonly publicationDate: string;
  /**
   * "HH:MM:SS", Berlin local time: when in the day the notice is published. The portal does not show it; the
   * replica lists a notice of today only once its time has passed when intraday publishing is on.
   */
  readonly publicationTime: string;
  /** "Amtsgericht Köln". */
  readonly court: string;
  /** Value of the court select. */
  readonly courtCode: string;
  /** Place name shown in the result table: "Köln", "Charlottenburg (Berlin)". */
  readonly courtPlace: string;
  readonly state: StateCode;
  /** "aktuelles Aktenzeichen" as listed: "70c IN 199/25". */
  readonly caseNumber: string;
  /** Name as written in the text: "Poly Energy GmbH", "Max Mustermann". */
  readonly debtorName: string;
  /** Name column of the result table: companies as written, persons "Nachname, Vorname". */
  readonly listingName: string;
  /** Sitz / Wohnsitz column. */
  readonly seat: string;
  /** Register column "Kleve, HRB 19084", or '' when there is none. */
  readonly register: string | '';
  readonly subject: SubjectCode;
  readonly publicationType: PublicationType;
  readonly debtorKind: DebtorKind;
  /** Date of the court decision (YYYY-MM-DD), differs from publication and signature date. */
  readonly decisionDate: string;
  readonly template: TemplateStyle;
  /** Full notice text with the portal's line breaks (computed on first access for generated notices). */
  readonly text: string;
  /**
   * Ground truth of the debtor files (issue #32), on the notices of a proceeding the generator added to an earlier
   * one (generator/debtor-files): a rename, seat move or referral of the same debtor, or a near-namesake that is
   * another debtor (`sameDebtor: false`). Not shown by the portal.
   */
  readonly debtorLink?: DebtorLinkTruth;
}

export interface DebtorLinkTruth {
  readonly kind: 'rename' | 'seat-move' | 'referral' | 'namesake';
  readonly sameDebtor: boolean;
  /** The earlier proceeding, as listed. */
  readonly related: { readonly court: string; readonly caseNumber: string; readonly debtorName: string };
}

export const SUBJECT_OF_TYPE: Record<PublicationType, SubjectCode> = {
  sicherungsmassnahmen: 'SICHMASS',
  aufhebung_sicherungsmassnahmen: 'SICHMASS',
  eroeffnung: 'EROEFF',
  abweisung_mangels_masse: 'ABWMASS',
  einstellung: 'ENT_VERF',
  aufhebung: 'ENT_VERF',
  termin: 'ENT_VERF',
  restschuldbefreiung: 'ENT_RSB',
  verteilungsverzeichnis: 'VERTVERZ',
  insolvenzplan: 'INSO_PLAN',
  sonstiges: 'SONST',
  schutzschirmverfahren: 'SICHMASS',
  eigenverwaltung: 'EROEFF',
  pruefungstermin: 'ENT_VERF',
  masseunzulaenglichkeit: 'ENT_VERF',
  schlussverteilung: 'ENT_VERF',
  versagung_restschuldbefreiung: 'ENT_RSB',
  freigabe_selbstaendige_taetigkeit: 'ENT_VERF',
  ueberwachung_insolvenzplan: 'INSO_PLAN',
  aufhebung_ueberwachung_insolvenzplan: 'INSO_PLAN',
  verguetungsfestsetzung: 'ENT_VERF',
  verwalterwechsel: 'ENT_VERF',
  nachtragsverteilung: 'ENT_AUF_VERF',
};
