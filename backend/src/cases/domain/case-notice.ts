import type { Deadline } from './deadline.js';

/**
 * The kind of a publication, read from its operative sentence. The first eleven values are docs/DESIGN.md §8's
 * vocabulary; the rest refine it (added later, so events recorded before keep the coarser value: a Schutzschirm
 * order stored as `sicherungsmassnahmen`, a Masseunzulänglichkeit as `sonstiges`). Values are never renamed.
 */
export const PUBLICATION_TYPES = [
  'sicherungsmassnahmen',
  'aufhebung_sicherungsmassnahmen',
  'eroeffnung',
  'abweisung_mangels_masse',
  'einstellung',
  'aufhebung',
  /** A hearing: Gläubigerversammlung, Berichtstermin, Erörterungs- und Abstimmungstermin, a postponement. */
  'termin',
  /** Restschuldbefreiung granted or announced; events recorded before `versagung_…` may also hold a refusal. */
  'restschuldbefreiung',
  'verteilungsverzeichnis',
  /** Insolvenzplan confirmed; events recorded before the supervision types may also hold those. */
  'insolvenzplan',
  'sonstiges',
  /** Schutzschirmverfahren ordered (§ 270d InsO, before 2021 § 270b): a deadline for an insolvency plan. */
  'schutzschirmverfahren',
  /** Opening with Eigenverwaltung ordered (§ 270f InsO): a Sachwalter instead of an Insolvenzverwalter. */
  'eigenverwaltung',
  /** Prüfungstermin for claims filed late (§ 177 InsO), also in writing. */
  'pruefungstermin',
  /** The administrator's notice of insufficient assets (§ 208 InsO). */
  'masseunzulaenglichkeit',
  /** Consent to the final distribution and the Schlusstermin, or its written replacement (§§ 196, 197 InsO). */
  'schlussverteilung',
  /** Restschuldbefreiung refused or revoked (§§ 290, 296, 297, 303 InsO); `restschuldbefreiung` is granted. */
  'versagung_restschuldbefreiung',
  /** Release of a self-employed activity from the estate (§ 35 Abs. 2 InsO). */
  'freigabe_selbstaendige_taetigkeit',
  /** Plan fulfilment supervised after the proceedings were closed (§§ 260–268 InsO). */
  'ueberwachung_insolvenzplan',
  /** Supervision of the plan's fulfilment lifted (§ 268 InsO). */
  'aufhebung_ueberwachung_insolvenzplan',
  /** Remuneration of the administrator or trustee fixed (§§ 64, 293 InsO). */
  'verguetungsfestsetzung',
  /** Administrator dismissed and another appointed (§§ 57, 59 InsO). */
  'verwalterwechsel',
  /** Supplementary distribution after the closing (§ 203 InsO). */
  'nachtragsverteilung',
] as const;

export type PublicationType = (typeof PUBLICATION_TYPES)[number];

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

export type HearingKind =
  | 'berichts_und_pruefungstermin'
  | 'berichtstermin'
  | 'pruefungstermin'
  | 'schlusstermin'
  | 'eroerterungs_und_abstimmungstermin'
  | 'glaeubigerversammlung'
  // Dates without a hearing at court: the written procedure's Stichtag and the deadlines a notice sets.
  | 'stichtag'
  | 'anmeldefrist'
  | 'widerspruchsfrist'
  | 'einwendungsfrist'
  | 'planvorlagefrist';

/**
 * A court hearing or another date with legal meaning that a notice announces: ISO date, Berlin wall-clock time
 * "HH:MM" (null when not given), the place, or for a date of the written procedure what it stands for.
 */
export interface Hearing {
  readonly kind: HearingKind;
  readonly date: string;
  readonly time: string | null;
  readonly place: string | null;
}

export interface RegisterEntry {
  readonly court: string | null;
  readonly type: string | null;
  readonly number: string | null;
}

/**
 * One published notice of a case, as recorded in the case's events: the parsed fields (docs/DESIGN.md §8) plus the
 * portal listing it came from. Both fingerprints are hashes without readable personal data.
 */
export interface CaseNotice {
  /** Identity of the publication by its content (date, court, Aktenzeichen, text): a hash. */
  readonly fingerprint: string;
  /** The portal listing row it was fetched from (a hash); lets the importer skip rows it has seen. */
  readonly listingFingerprint: string;
  /** ISO date the portal published the notice. */
  readonly publicationDate: string;
  /**
   * When the importer first saw the notice (ISO instant: the moment its text was fetched, seconds after the listing
   * showed it). Absent in events recorded before detection times; read models then take the event's time, which
   * was the import time.
   */
  readonly detectedAt?: string;
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
  /** Hearings announced in the text; absent in events recorded before hearings were read (then unknown). */
  readonly hearings?: readonly Hearing[];
  /**
   * Deadlines and hearings with their source sentences (issue #32); absent in events recorded before they were
   * read: the cases projection then reads them from `text`.
   */
  readonly deadlines?: readonly Deadline[];
  /** The full notice text as published. */
  readonly text: string;
}
