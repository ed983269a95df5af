/** GET /api/insolvency/history: new proceedings per period and group (anonymised counts). */
export type HistoryGroupBy = 'state' | 'court' | 'procedureType' | 'legalForm' | 'debtorKind';
export type HistoryInterval = 'week' | 'month' | 'year';

export interface HistoryRequest {
  from: string;
  to: string;
  groupBy: HistoryGroupBy;
  interval: HistoryInterval;
}

export interface HistoryPeriod {
  key: string;
  label: string;
  from: string;
  to: string;
  total: number;
}

export interface HistoryGroup {
  key: string;
  label: string;
  total: number;
}

export interface HistoryCount {
  period: string;
  group: string;
  count: number;
}

export interface HistoryStats {
  from: string;
  to: string;
  groupBy: HistoryGroupBy;
  interval: HistoryInterval;
  total: number;
  periods: HistoryPeriod[];
  groups: HistoryGroup[];
  counts: HistoryCount[];
  /** Free plan: the last `days` days only; `applied` when the asked range was cut. Null with Pro. */
  restriction: { days: number; earliestDate: string; applied: boolean } | null;
}

export const GROUP_OPTIONS: readonly { value: HistoryGroupBy; label: string }[] = [
  { value: 'state', label: 'Bundesland' },
  { value: 'court', label: 'Insolvenzgericht' },
  { value: 'procedureType', label: 'Verfahrensart' },
  { value: 'legalForm', label: 'Rechtsform' },
  { value: 'debtorKind', label: 'Schuldnerart' },
];

export const INTERVAL_OPTIONS: readonly { value: HistoryInterval; label: string }[] = [
  { value: 'week', label: 'Woche' },
  { value: 'month', label: 'Monat' },
  { value: 'year', label: 'Jahr' },
];
