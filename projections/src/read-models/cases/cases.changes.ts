import type { PublicationType } from '@insolvenz/backend/cases/domain/events.js';
import type { TimelineEntry } from './case-status.js';

/** What the cases projection reads of its read model while deciding (inside the batch, earlier changes included). */
export interface CasesView {
  currentCase(caseId: number): CurrentCase | undefined;
  /** The case's notices as timeline entries (any order). */
  timeline(caseId: number): TimelineEntry[];
}

export interface CurrentCase {
  /** Position of the last event applied to the case. */
  readonly position: bigint;
  readonly noticeCount: number;
  readonly publicationDate: string;
}

/** The case as its newest notice shows it (the search columns of the case). */
export interface CaseFields {
  readonly debtorName: string;
  readonly debtorKind: string;
  readonly legalForm: string | null;
  readonly court: string;
  readonly caseNumber: string;
  readonly caseNumberKey: string;
  readonly status: string;
  /** Whether the status is that of a running proceeding (`isActiveStatus`): the monitor's "Aktive Verfahren". */
  readonly active: boolean;
  readonly procedureType: string;
  readonly publicationType: PublicationType;
  readonly publicationDate: string;
  /** When the importer detected the shown notice (ISO instant; the import time for notices recorded before). */
  readonly detectedAt: string;
  readonly address: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly description: string;
  readonly administrator: string | null;
  readonly state: string | null;
  readonly registerCourt: string | null;
  readonly registerType: string | null;
  readonly registerNumber: string | null;
  readonly claimsDeadline: string | null;
  readonly administratorContact: string | null;
}

export interface KnownListing {
  readonly fingerprint: string;
  readonly caseId: number;
  readonly publicationDate: string;
}

/** The changes the cases projection decides; a store adapter applies them in order. */
export type CaseChange =
  /** Every trace of the case goes; its listing hashes stay known (the importer need not fetch them again). */
  | { readonly kind: 'erase-case'; readonly caseId: number; readonly knownListings: readonly KnownListing[] }
  | ({ readonly kind: 'remember-listing' } & KnownListing)
  | {
      readonly kind: 'add-case';
      readonly caseId: number;
      readonly caseKey: string;
      readonly fields: CaseFields;
      readonly at: string;
      readonly position: bigint;
    }
  /** The case's court recorded under a shortened name, corrected to the official one (and its key with it). */
  | {
      readonly kind: 'correct-court';
      readonly caseId: number;
      readonly caseKey: string;
      readonly court: string;
      readonly state: string;
      readonly position: bigint;
    }
  /** The newest notice so far: it decides what the case shows (known values stay where it states none). */
  | {
      readonly kind: 'show-latest-notice';
      readonly caseId: number;
      readonly fields: CaseFields;
      readonly noticeCount: number;
      readonly at: string;
      readonly position: bigint;
    }
  /**
   * An older publication arriving late: it joins the timeline (status, first publication) and fills facts the
   * newer notices do not state.
   */
  | {
      readonly kind: 'add-earlier-notice';
      readonly caseId: number;
      readonly status: string;
      readonly active: boolean;
      readonly procedureType: string;
      readonly publicationDate: string;
      readonly administrator: string | null;
      readonly claimsDeadline: string | null;
      readonly administratorContact: string | null;
      readonly noticeCount: number;
      readonly at: string;
      readonly position: bigint;
    }
  /** The folded city of the search filter follows the city the case shows. */
  | { readonly kind: 'set-city-key'; readonly caseId: number; readonly cityKey: string }
  | {
      readonly kind: 'add-notice';
      readonly caseId: number;
      readonly seq: number;
      readonly fingerprint: string;
      readonly publicationDate: string;
      readonly publicationType: PublicationType;
      readonly decisionDate: string | null;
      readonly status: string;
      readonly administrator: string | null;
      readonly text: string;
      /** The notice's hearings as JSON (null when the notice predates them). */
      readonly hearings: string | null;
      /** The notice's deadlines as JSON (Deadline[], issue #32; null when the notice predates them). */
      readonly deadlines: string | null;
      readonly recordedAt: string;
      /** When the importer detected the notice (its import time for notices recorded before detection times). */
      readonly detectedAt: string;
    }
  /** After a late notice, the notices of the case show the status they lead to now. */
  | { readonly kind: 'restatus-notices'; readonly caseId: number; readonly statuses: ReadonlyMap<number, string> }
  /** The full-text entry of the case (folded name; Aktenzeichen and register number). */
  | { readonly kind: 'index-case'; readonly caseId: number; readonly name: string; readonly numbers: string };
