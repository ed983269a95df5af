import type { CaseStatisticsFacts } from '../../domain/events.js';
import type { HistoryGroupBy } from '../../historical-stats/history-dimensions.js';

/** The collections of the historical statistics (projections/…/historical-stats/mongo/historical-stats.mongo.ts). */
export const HISTORY_INCREMENTS = 'rm_history_increments';
export const HISTORY_OPEN_CASES = 'rm_history_open_cases';

/** +1 or −1 for one combination of facts, decided by one event (no name, case id or Aktenzeichen). */
export type HistoryIncrement = { readonly _id: string; readonly delta: number } & CaseStatisticsFacts;

/** The facts a living case is counted under, keyed by its case id (an erased case: `closed`, no facts). */
export type HistoryOpenCase = { readonly _id: string } & CaseStatisticsFacts;

/** Field per dimension (a fixed list: never user text in a pipeline). */
export const GROUP_FIELD: Readonly<Record<HistoryGroupBy, string>> = {
  state: '$state',
  court: '$court',
  procedureType: '$procedureType',
  legalForm: '$legalForm',
  debtorKind: '$debtorKind',
};
