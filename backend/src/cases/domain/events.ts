import type { CaseNotice, DebtorKind } from './case-notice.js';
import type { CaseStatisticsFacts } from './case-statistics.js';

/** The naming of case streams is part of the published contract: the digest reads a case's stream by its key. */
export { CaseStreams } from './case-streams.js';

/**
 * Events of the cases bounded context, published to the read side (docs/DESIGN.md §5). Stream `CaseStreams.of(caseKey)`
 * (a keyed hash of court + Aktenzeichen: the name tells nothing); case ids are reserved in `caseid-<n>` streams.
 */
export interface CaseImported {
  readonly type: 'CaseImported';
  readonly data: { readonly caseId: number; readonly caseKey: string; readonly notice: CaseNotice };
}

/** A later notice of the same court + Aktenzeichen: new status, administrator, hearing, … */
export interface CaseNoticePublished {
  readonly type: 'CaseNoticePublished';
  readonly data: { readonly caseId: number; readonly caseKey: string; readonly notice: CaseNotice };
}

/**
 * A publication already recorded was listed again under another listing row (the portal split the day
 * differently): remembered so that the row is not fetched again. No personal data.
 */
export interface CaseNoticeRelisted {
  readonly type: 'CaseNoticeRelisted';
  readonly data: {
    readonly caseId: number;
    readonly fingerprint: string;
    readonly listingFingerprint: string;
    readonly publicationDate: string;
  };
}

/** A listing row already seen (fingerprint = hash of the row, no readable personal data). */
export interface KnownListing {
  readonly fingerprint: string;
  readonly publicationDate: string;
}

/**
 * The case's court was recorded under a shortened name (older versions dropped the qualifier: "Amtsgericht
 * Frankfurt" for "Amtsgericht Frankfurt (Oder)") and is corrected to the official one, which the case is keyed by
 * from now on (its stream was renamed to `CaseStreams.of(caseKey)`). Read models show `court` and `state` instead
 * of the notices' court and Land; the notices themselves stay as recorded. Written by the start-up migration
 * (`cases/case-courts/`).
 */
export interface CaseCourtCorrected {
  readonly type: 'CaseCourtCorrected';
  readonly data: {
    readonly caseId: number;
    /** The case key under the official court name. */
    readonly caseKey: string;
    readonly court: string;
    /** Land code of the official court. */
    readonly state: string;
    /** The court name the notices were recorded with. */
    readonly previousCourt: string;
  };
}

/**
 * Audit record of an erasure (`retention-<yyyy-mm-dd>` stream); carries no personal data. The listing
 * fingerprints of the erased case travel with it, so that also a rebuilt read model remembers not to import
 * the case again while the portal still lists it; so do the case's anonymised statistics facts, so that the
 * historical statistics count the case also when rebuilt after its `CaseImported` is gone. Both are absent in
 * records written before they existed.
 */
export interface CaseRetentionExpired {
  readonly type: 'CaseRetentionExpired';
  readonly data: {
    readonly caseId: number;
    readonly debtorKind: DebtorKind;
    readonly knownListings?: readonly KnownListing[];
    readonly statistics?: CaseStatisticsFacts;
  };
}

export type RetentionEvent = CaseRetentionExpired;

/** Audit stream of the erasures of one Berlin day (`CaseRetentionExpired`). */
export const retentionStream = (berlinDate: string) => `retention-${berlinDate}`;

export type CaseEvent = CaseImported | CaseNoticePublished | CaseNoticeRelisted | CaseCourtCorrected;

/** Claims a numeric case id for one case key (stored as a hash, so no Aktenzeichen in the id streams). */
export interface CaseIdReserved {
  readonly type: 'CaseIdReserved';
  readonly data: { readonly caseId: number; readonly keyHash: string };
}

export type { CaseStatisticsFacts, StatisticsProcedureType } from './case-statistics.js';
export { caseStatisticsFacts, UNKNOWN_VALUE } from './case-statistics.js';
// How a case's notices order in time: read models that show a status follow it.
export { noticeOrder, type OrderedNotice } from './notice-order.js';
export type {
  Administrator,
  CaseNotice,
  DebtorKind,
  Hearing,
  HearingKind,
  PublicationType,
  RegisterEntry,
} from './case-notice.js';
export type { Deadline, DeadlineKind, RelativeDeadline } from './deadline.js';
export { DEADLINE_KINDS } from './deadline.js';
export type {
  DayImportSummary,
  ImportRunCompleted,
  ImportRunEvent,
  ImportRunFailed,
  ImportRunFailureReason,
  ImportRunHeartbeat,
  ImportRunProgressed,
  ImportRunStarted,
} from './import-run-events.js';
export type {
  RetentionCleanupCompleted,
  RetentionCleanupFailed,
  RetentionCleanupProgressed,
  RetentionCleanupStarted,
  RetentionRunEvent,
} from './retention-run-events.js';
export { retentionClass, retentionCutoff, retentionLabel } from './retention-policy.js';
export {
  cityKey,
  cityKeyMatches,
  debtorKindMatches,
  postalCodeMatches,
  registerNumberMatches,
} from './search-filters.js';
