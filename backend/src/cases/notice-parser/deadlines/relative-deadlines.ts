import type { Deadline, RelativeDeadline } from '../../domain/deadline.js';
import type { Sentence } from '../sentences.js';
import { addDays, addMonths, nextWorkingDay } from './calendar-days.js';
import { effectiveDate } from './effective-date.js';

/*
 * Deadlines stated as a period: "Die Beschwerde ist binnen einer Notfrist von zwei Wochen … einzulegen", "innerhalb
 * einer Notfrist von 2 Wochen". What starts the period is read from the same or the next two sentences ("Die Notfrist
 * beginnt … nach der … öffentlichen Bekanntmachung" → publication; "mit der Verkündung … oder … Zustellung" →
 * service). Only a period that starts with the publication gets a date: the publication's effect (§ 9 Abs. 1
 * Satz 3 InsO) plus the period. Service to a party is not known to this service; its deadline stays without a date.
 */

const NUMBERS: Readonly<Record<string, number>> = {
  ein: 1,
  einer: 1,
  eines: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  acht: 8,
  zehn: 10,
};

const PERIOD =
  /\b(?:binnen|innerhalb)\s+(?:einer\s+(?:Not)?[Ff]rist\s+von\s+|von\s+)?(\d{1,2}|ein(?:er|es|em)?|zwei|drei|vier|fünf|sechs|acht|zehn)\s+(Wochen?|Monat(?:s|en)?|Tag(?:en)?)\b/;
// Periods a creditor acts in: a remedy against the decision. A Streitwert Beschwerde counts from the judgment's
// becoming final and is not a creditor's deadline.
const REMEDY = /Beschwerde|Erinnerung|Notfrist|Widerspruch|Einspruch/i;
const NOT_CREDITOR = /Rechtskraft|Gegenstandswert|Streitwert|Wert\s+des\s+Beschwerdegegenstand/i;
// Within a sentence: a dot inside a word ("www.insolvenzbekanntmachungen.de") or after "bzw" does not end it.
const FROM_PUBLICATION =
  /beginnt(?:[^.]|\.(?=\S)|(?<=\b(?:bzw|Abs|Nr|ggf|gem|S))\.){0,200}?(?:Bekanntmachung|Veröffentlichung)|nach\s+(?:der\s+)?(?:öffentlichen\s+)?Bekanntmachung/i;
const FROM_SERVICE =
  /beginnt(?:[^.]|\.(?=\S)|(?<=\b(?:bzw|Abs|Nr|ggf|gem|S))\.){0,80}?(?:Verkündung|Zustellung)|ab\s+Zustellung/i;

function endOf(start: string, amount: number, unit: string): string {
  if (/^Woche/.test(unit)) return nextWorkingDay(addDays(start, amount * 7));
  if (/^Monat/.test(unit)) return nextWorkingDay(addMonths(start, amount));
  return nextWorkingDay(addDays(start, amount));
}

export function relativeDeadlines(
  sentences: readonly Sentence[],
  publicationDate: string | null,
  sentenceAt: (index: number) => string,
): Deadline[] {
  return sentences.flatMap((sentence, i) => {
    const match = PERIOD.exec(sentence.text);
    if (!match || !REMEDY.test(sentence.text) || NOT_CREDITOR.test(sentence.text)) return [];
    const context = [sentence, sentences[i + 1], sentences[i + 2]].map((s) => s?.text ?? '').join(' ');
    const from: RelativeDeadline['from'] = FROM_PUBLICATION.test(context)
      ? 'publication'
      : FROM_SERVICE.test(context)
        ? 'service'
        : null;
    const amount = /^\d+$/.test(match[1]) ? Number(match[1]) : (NUMBERS[match[1].toLowerCase()] ?? 0);
    const date =
      from === 'publication' && publicationDate && amount > 0
        ? endOf(effectiveDate(publicationDate), amount, match[2])
        : null;
    return [
      {
        kind: 'sonstige_frist' as const,
        date,
        time: null,
        place: null,
        sentence: sentenceAt(sentence.start + match.index),
        relative: { text: match[0].replace(/\s+/g, ' '), from },
      },
    ];
  });
}
