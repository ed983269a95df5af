import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { CaseNotice } from './case-notice.js';
import type { CaseEvent } from './events.js';

export interface ImportCase {
  readonly type: 'ImportCase';
  readonly caseId: number;
  readonly caseKey: string;
  readonly notice: CaseNotice;
}

export interface CaseState {
  readonly caseId: number | null;
  /** Content fingerprints of the recorded publications. */
  readonly fingerprints: ReadonlySet<string>;
  /** Listing rows under which the publications were seen. */
  readonly listings: ReadonlySet<string>;
}

export class InvalidNotice extends DomainError {
  constructor(reason: string) {
    super('invalid', 'invalid_notice', `Bekanntmachung kann nicht importiert werden: ${reason}`);
  }
}

/**
 * The first notice of a court + Aktenzeichen opens the case (`CaseImported`); every further notice adds to
 * its timeline (`CaseNoticePublished`). A publication already recorded (same content fingerprint) records
 * nothing, or only the new listing row it was seen under, so re-imports and retries are harmless.
 */
export const caseDecider: Decider<ImportCase, CaseEvent, CaseState> = {
  initialState: () => ({ caseId: null, fingerprints: new Set(), listings: new Set() }),

  evolve: (state, event) => {
    // A corrected court name changes neither the id nor the recorded publications.
    if (event.type === 'CaseCourtCorrected') return state;
    const listing =
      event.type === 'CaseNoticeRelisted' ? event.data.listingFingerprint : event.data.notice.listingFingerprint;
    const fingerprint = event.type === 'CaseNoticeRelisted' ? event.data.fingerprint : event.data.notice.fingerprint;
    return {
      caseId: event.data.caseId,
      fingerprints: new Set([...state.fingerprints, fingerprint]),
      listings: new Set([...state.listings, listing]),
    };
  },

  decide: (command, state) => {
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
    const data = { caseId: state.caseId ?? command.caseId, caseKey: command.caseKey, notice };
    return [state.caseId === null ? { type: 'CaseImported', data } : { type: 'CaseNoticePublished', data }];
  },
};
