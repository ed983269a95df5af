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
  readonly fingerprints: ReadonlySet<string>;
}

export class InvalidNotice extends DomainError {
  constructor(reason: string) {
    super('invalid', 'invalid_notice', `Bekanntmachung kann nicht importiert werden: ${reason}`);
  }
}

/**
 * The first notice of a court + Aktenzeichen opens the case (`CaseImported`); every further notice adds to
 * its timeline (`CaseNoticePublished`). A notice already recorded (same fingerprint) records nothing, so
 * re-imports and retries after a crash are harmless.
 */
export const caseDecider: Decider<ImportCase, CaseEvent, CaseState> = {
  initialState: () => ({ caseId: null, fingerprints: new Set() }),

  evolve: (state, event) => ({
    caseId: event.data.caseId,
    fingerprints: new Set([...state.fingerprints, event.data.notice.fingerprint]),
  }),

  decide: (command, state) => {
    const { notice } = command;
    if (!notice.court.trim()) throw new InvalidNotice('Gericht fehlt');
    if (!notice.caseNumber.trim()) throw new InvalidNotice('Aktenzeichen fehlt');
    if (!notice.fingerprint) throw new InvalidNotice('Fingerabdruck fehlt');
    if (state.fingerprints.has(notice.fingerprint)) return [];
    const data = { caseId: state.caseId ?? command.caseId, caseKey: command.caseKey, notice };
    return [state.caseId === null ? { type: 'CaseImported', data } : { type: 'CaseNoticePublished', data }];
  },
};
