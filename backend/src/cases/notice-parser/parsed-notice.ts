import type { DebtorKind, PublicationType } from '../domain/case-notice.js';
import type { Deadline } from '../domain/deadline.js';
import type { AdministratorInfo } from './administrator.js';
import type { HearingInfo } from './hearings.js';
import type { RegisterEntry } from './register.js';
import type { StateCode } from './courts-by-state.js';

export type { AdministratorInfo, AdministratorRole } from './administrator.js';
export type { RegisterEntry, RegisterType } from './register.js';
export type { HearingInfo, HearingKind } from './hearings.js';
export type { StateCode } from './courts-by-state.js';
export type { DebtorKind, PublicationType };
export type { Deadline, DeadlineKind, RelativeDeadline } from '../domain/deadline.js';

/**
 * The fields read from one notice text (docs/DESIGN.md §8). Every field is null when the text does not yield it;
 * `warnings` says what could not be read or looked doubtful. Dates are ISO "YYYY-MM-DD".
 */
export interface ParsedNotice {
  /** Canonical "Amtsgericht X" of the insolvency court. */
  readonly court: string | null;
  /** Aktenzeichen with normalised spacing: "6 IN 149/19", "36t IN 4738/20". */
  readonly caseNumber: string | null;
  readonly publicationType: PublicationType;
  readonly decisionDate: string | null;
  readonly debtorName: string | null;
  readonly debtorKind: DebtorKind;
  readonly legalForm: string | null;
  /** The debtor's address (not a representative's, creditor's, administrator's or the court's). */
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  /** Land of the court. */
  readonly state: StateCode | null;
  readonly register: RegisterEntry | null;
  readonly administrator: AdministratorInfo | null;
  readonly claimsDeadline: string | null;
  /**
   * Hearings the notice announces (Berichts-, Prüfungstermin …) with date, time and place, and its other dates with
   * legal meaning (Stichtag of the written procedure, deadlines), by date.
   */
  readonly hearings: readonly HearingInfo[];
  /** Deadlines and hearings with the sentence each came from (issue #32), by date; `claimsDeadline` is one. */
  readonly deadlines: readonly Deadline[];
  readonly warnings: string[];
}
