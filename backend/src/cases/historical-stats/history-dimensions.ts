import { STATE_NAMES } from '../notice-parser/courts-by-state.js';
import { UNKNOWN_VALUE } from '../domain/events.js';

export const HISTORY_GROUPS = ['state', 'court', 'procedureType', 'legalForm', 'debtorKind'] as const;
export type HistoryGroupBy = (typeof HISTORY_GROUPS)[number];

/** Column headings of the CSV and the UI. */
export const GROUP_HEADING: Readonly<Record<HistoryGroupBy, string>> = {
  state: 'Bundesland',
  court: 'Insolvenzgericht',
  procedureType: 'Verfahrensart',
  legalForm: 'Rechtsform',
  debtorKind: 'Schuldnerart',
};

const PROCEDURE_LABELS: Readonly<Record<string, string>> = {
  regel: 'Regelinsolvenzverfahren',
  verbraucher: 'Verbraucherinsolvenzverfahren',
  antrag: 'Eröffnungsantrag',
};

const DEBTOR_KIND_LABELS: Readonly<Record<string, string>> = {
  company: 'Unternehmen',
  person: 'Privatperson',
  estate: 'Nachlass',
  unknown: UNKNOWN_VALUE,
};

/** The German label of a stored dimension value ('unbekannt' stays as it is). */
export function groupLabel(groupBy: HistoryGroupBy, key: string): string {
  if (groupBy === 'state') return (STATE_NAMES as Record<string, string>)[key] ?? key;
  if (groupBy === 'procedureType') return PROCEDURE_LABELS[key] ?? key;
  if (groupBy === 'debtorKind') return DEBTOR_KIND_LABELS[key] ?? key;
  return key;
}
