import { csvDocument } from '../../../lib/format/csv';
import { formatDate } from '../../../lib/format/dates';
import type { UpcomingDeadline } from '../api/deadlines-api';
import { daysRemainingText } from './days-remaining';

const HEADER = [
  'Datum',
  'Uhrzeit',
  'Art',
  'Schuldner',
  'Gericht',
  'Aktenzeichen',
  'Ort',
  'Resttage',
  'Quelle',
  'Beobachtet über',
];

/** "Meine Fristen" as CSV for German Excel (the search export's rules: `;`, BOM, no formulas). */
export function deadlinesCsv(deadlines: readonly UpcomingDeadline[]): string {
  return csvDocument(
    HEADER,
    deadlines.map((d) => [
      formatDate(d.date),
      d.time,
      d.label,
      d.companyName,
      d.court,
      d.caseNumber,
      d.place,
      daysRemainingText(d.daysRemaining),
      d.sentence,
      d.sources.map((source) => source.label).join('; '),
    ]),
  );
}
