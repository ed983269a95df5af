import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { CaseNotice } from './case-notice.js';
import type { CaseEvent } from './events.js';
import { noticeChanges } from './notice-correction/notice-changes.js';

export interface ImportCase {
  readonly type: 'ImportCase';
  readonly caseId: number;
  readonly caseKey: string;
  readonly notice: CaseNotice;
  /**
   * Listing rows of the notice's day that were recorded before and that the portal no longer lists (a full
   * session's complete listing): a new row of the same case and day replacing one of them is a correction.
   */
  readonly vanishedListings?: readonly string[];
  /** ISO instant of the import (a correction's time when the notice has no detection time). */
  readonly at?: string;
}

/** A recorded publication the portal's complete listing of its day no longer shows (see `withdrawals`). */
export interface WithdrawNotice {
  readonly type: 'WithdrawNotice';
  readonly caseKey: string;
  readonly listingFingerprint: string;
  /** Every listing row the portal showed for the day: a notice still listed under another row is not withdrawn. */
  readonly listed: ReadonlySet<string>;
  readonly at: string;
}

export type CaseCommand = ImportCase | WithdrawNotice;

/** A recorded publication in its current version. */
interface RecordedNotice {
  readonly notice: CaseNotice;
  readonly listings: ReadonlySet<string>;
  readonly withdrawn: boolean;
}

export interface CaseState {
  readonly caseId: number | null;
  /** Content fingerprints of every version ever recorded (a former version seen again records nothing). */
  readonly fingerprints: ReadonlySet<string>;
  /** Listing rows under which the publications were seen. */
  readonly listings: ReadonlySet<string>;
  /** The publications in their current version, by content fingerprint. */
  readonly notices: ReadonlyMap<string, RecordedNotice>;
}

export class InvalidNotice extends DomainError {
  constructor(reason: string) {
    super('invalid', 'invalid_notice', `Bekanntmachung kann nicht importiert werden: ${reason}`);
  }
}

const withNotice = (state: CaseState, caseId: number, recorded: RecordedNotice, replaces?: string): CaseState => {
  const notices = new Map(state.notices);
  if (replaces !== undefined) notices.delete(replaces);
  notices.set(recorded.notice.fingerprint, recorded);
  return {
    caseId,
    fingerprints: new Set([...state.fingerprints, recorded.notice.fingerprint]),
    listings: new Set([...state.listings, ...recorded.listings]),
    notices,
  };
};

/**
 * The recorded version a new text corrects: the one seen under the same listing row (the portal changed the text
 * behind an unchanged row), else one of the same day seen under a row that vanished from the day's complete
 * listing (the portal changed the row too), preferring the same publication type.
 */
function correctedVersion(state: CaseState, command: ImportCase): RecordedNotice | undefined {
  const { notice } = command;
  const recorded = [...state.notices.values()];
  const sameRow = recorded.find((r) => r.listings.has(notice.listingFingerprint));
  if (sameRow) return sameRow;
  const vanished = new Set(command.vanishedListings ?? []);
  if (vanished.size === 0) return undefined;
  const candidates = recorded.filter(
    (r) => r.notice.publicationDate === notice.publicationDate && [...r.listings].some((l) => vanished.has(l)),
  );
  return candidates.find((r) => r.notice.publicationType === notice.publicationType) ?? candidates[0];
}

/**
 * The first notice of a court + Aktenzeichen opens the case (`CaseImported`); every further notice adds to
 * its timeline (`CaseNoticePublished`). A publication already recorded (same content fingerprint) records
 * nothing, or only the new listing row it was seen under, so re-imports and retries are harmless. A new text
 * behind a recorded publication's row is its correction (`CaseNoticeCorrected`, with the parsed facts it
 * changed); a publication the complete listing of its day no longer shows is withdrawn (`CaseNoticeWithdrawn`).
 */
export const caseDecider: Decider<CaseCommand, CaseEvent, CaseState> = {
  initialState: () => ({ caseId: null, fingerprints: new Set(), listings: new Set(), notices: new Map() }),

  evolve: (state, event) => {
    switch (event.type) {
      // A corrected court name changes neither the id nor the recorded publications.
      case 'CaseCourtCorrected':
        return state;
      case 'CaseNoticeRelisted': {
        const { caseId, fingerprint, listingFingerprint } = event.data;
        const recorded = state.notices.get(fingerprint);
        if (!recorded) return { ...state, caseId, listings: new Set([...state.listings, listingFingerprint]) };
        return withNotice(state, caseId, {
          ...recorded,
          listings: new Set([...recorded.listings, listingFingerprint]),
        });
      }
      case 'CaseNoticeCorrected': {
        const { caseId, fingerprint, notice } = event.data;
        const before = state.notices.get(fingerprint)?.listings ?? new Set<string>();
        const listings = new Set([...before, notice.listingFingerprint]);
        return withNotice(state, caseId, { notice, listings, withdrawn: false }, fingerprint);
      }
      case 'CaseNoticeWithdrawn': {
        const recorded = state.notices.get(event.data.fingerprint);
        if (!recorded) return state;
        return withNotice(state, event.data.caseId, { ...recorded, withdrawn: true });
      }
      default: {
        const { caseId, notice } = event.data;
        return withNotice(state, caseId, {
          notice,
          listings: new Set([notice.listingFingerprint]),
          withdrawn: false,
        });
      }
    }
  },

  decide: (command, state) => {
    if (command.type === 'WithdrawNotice') return decideWithdrawal(command, state);
    const { notice } = command;
    if (!notice.court.trim()) throw new InvalidNotice('Gericht fehlt');
    if (!notice.caseNumber.trim()) throw new InvalidNotice('Aktenzeichen fehlt');
    if (!notice.fingerprint || !notice.listingFingerprint) throw new InvalidNotice('Fingerabdruck fehlt');
    if (state.fingerprints.has(notice.fingerprint)) {
      if (state.listings.has(notice.listingFingerprint) || state.caseId === null) return [];
      const { fingerprint, listingFingerprint, publicationDate } = notice;
      return [
        {
          type: 'CaseNoticeRelisted',
          data: { caseId: state.caseId, fingerprint, listingFingerprint, publicationDate },
        },
      ];
    }
    const corrected = state.caseId === null ? undefined : correctedVersion(state, command);
    if (corrected && state.caseId !== null) {
      return [
        {
          type: 'CaseNoticeCorrected',
          data: {
            caseId: state.caseId,
            caseKey: command.caseKey,
            fingerprint: corrected.notice.fingerprint,
            correctedAt: notice.detectedAt ?? command.at ?? `${notice.publicationDate}T00:00:00.000Z`,
            notice,
            changes: noticeChanges(corrected.notice, notice),
          },
        },
      ];
    }
    const data = { caseId: state.caseId ?? command.caseId, caseKey: command.caseKey, notice };
    return [state.caseId === null ? { type: 'CaseImported', data } : { type: 'CaseNoticePublished', data }];
  },
};

function decideWithdrawal(command: WithdrawNotice, state: CaseState): CaseEvent[] {
  if (state.caseId === null) return [];
  const recorded = [...state.notices.values()].find((r) => r.listings.has(command.listingFingerprint));
  // Withdrawn already, or still listed under another row (the day was split differently): nothing to record.
  if (!recorded || recorded.withdrawn || [...recorded.listings].some((l) => command.listed.has(l))) return [];
  const { notice } = recorded;
  const { fingerprint, publicationDate } = notice;
  const withdrawnAt = command.at;
  return [
    {
      type: 'CaseNoticeWithdrawn',
      data: { caseId: state.caseId, caseKey: command.caseKey, fingerprint, publicationDate, withdrawnAt, notice },
    },
  ];
}
