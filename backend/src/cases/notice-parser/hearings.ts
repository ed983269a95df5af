import { findDates } from './dates.js';
import { splitSentences } from './sentences.js';

import type { HearingKind } from '../domain/case-notice.js';

export type { HearingKind };

/** A court hearing announced in a notice: date (ISO), Berlin wall-clock time ("09:30") and the place as written. */
export interface HearingInfo {
  readonly kind: HearingKind;
  readonly date: string;
  readonly time: string | null;
  readonly place: string | null;
}

// The time right after a date: "16.03.2020, 09:30 Uhr", "18.3.2020, 10:30 Uhr", "11. März 2020 um 10:00 Uhr".
const TIME_AFTER_DATE = /^\s*,?\s*(?:um\s+)?(\d{1,2})[:.](\d{2})\s*Uhr/;

const REPORT = /Berichts-?\s*und\s+Prüfungstermin|Berichtstermin|Bericht(?:s|es|erstattung)?\s+(?:des|der|durch)\b/i;
const EXAMINATION =
  /Berichts-?\s*und\s+Prüfungstermin|Prüfungstermin|Prüfung\s+der\s+(?:nachträglich\s+)?angemeldeten\s+Forderungen/i;
const DISCUSSION = /Erörterungs-?\s*(?:und\s+Abstimmungs)?termin|Abstimmungstermin/i;
const FINAL = /Schlusstermin/i;
const ASSEMBLY = /Gläubigerversammlung/i;
// A date-time that belongs to the decision itself ("am 18.12.2019 um 11:40 Uhr das Insolvenzverfahren eröffnet").
const DECISION_AFTER =
  /^[^.]{0,90}?\b(?:das\s+Insolvenzverfahren|eröffnet|angeordnet(?:\s+worden)?|beschlossen|bestellt|abgewiesen)\b/;

// Where the place after the time ends: the next sentence, a note, the description of the hearing's agenda.
const PLACE_END =
  /(?<=[a-zäöüß)\d]{2})\.\s+(?=(?:Der|Die|Das|Es|Im|Zu|Bitte|Hinweis)\b)|(?<=[a-zäöüß)]{2})\.\s+(?=[A-ZÄÖÜ])|\s(?=(?:Hinweise?|Ist|Es|Der|Die|Das|Im\s+Termin|Gläubiger|Rechtzeitiges|Bitte|Bereits|Zu\s+diesem)\b)|,?\s+(?:in\s+(?:dem|der)\b|eine\s+Gläubigerversammlung|ein\s+(?:Berichts|Prüfungs|Schluss)|(?:statt|abgehalten)\b)|;/;
const PLACE_MAX = 200;

/** The kind of hearing a clause announces, or null when it announces none. */
function hearingKind(clause: string): HearingKind | null {
  if (DISCUSSION.test(clause)) return 'eroerterungs_und_abstimmungstermin';
  if (FINAL.test(clause)) return 'schlusstermin';
  const report = REPORT.test(clause);
  const examination = EXAMINATION.test(clause);
  if (report && examination) return 'berichts_und_pruefungstermin';
  if (examination) return 'pruefungstermin';
  if (report) return 'berichtstermin';
  if (ASSEMBLY.test(clause)) return 'glaeubigerversammlung';
  return null;
}

function placeAfter(text: string, from: number, sentenceEnd: number, nextSentence: string | undefined): string | null {
  let rest = text.slice(from, Math.min(sentenceEnd, from + PLACE_MAX * 2));
  rest = rest.replace(/^\s*[,:]?\s*/, '');
  const end = PLACE_END.exec(rest);
  let place = tidy(end ? rest.slice(0, end.index) : rest);
  // "… um 10:00 Uhr. Der Termin findet statt im Gebäude des Amtsgerichts X, …": the place in the next sentence.
  if (!place && nextSentence) {
    const named = /^\s*Der\s+Termin\s+findet\s+(?:statt\s+)?(?:im|in|beim)\s+(.+)$/i.exec(nextSentence);
    const next = named?.[1] ?? '';
    const nextEnd = PLACE_END.exec(next);
    if (named) place = tidy(nextEnd ? next.slice(0, nextEnd.index) : next);
  }
  if (place.length > PLACE_MAX) place = `${place.slice(0, PLACE_MAX).replace(/\s+\S*$/, '')} …`;
  return place.length >= 3 ? place : null;
}

function tidy(place: string): string {
  return place
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/^(?:im|in|beim)\s+(?=Gebäude|Sitzungssaal|Saal|Amtsgericht|Raum)/i, '')
    .replace(/[\s,.;:–-]+$/, '')
    .replace(/^[\s,.;:–-]+/, '')
    .trim();
}

// The next numbered item of a resolution ("… Amtsgericht Charlottenburg 5. Prüfungstermin wird …"), not a floor
// ("Saal 218, 2. Stock").
const NEXT_ITEM = /(?<![,\d]|(?:[Ss]aal|Raum|Zimmer|Nr\.?))\s\d{1,2}\.\)?\s+(?=[A-ZÄÖÜ][a-zäöü])/;

/** Two hearings at the same date and time are one session: a Berichtstermin with a Prüfungstermin is both. */
function merge(first: HearingKind, second: HearingKind): HearingKind {
  const kinds = new Set([first, second]);
  const examination = kinds.has('pruefungstermin') || kinds.has('berichts_und_pruefungstermin');
  const report =
    kinds.has('berichtstermin') || kinds.has('glaeubigerversammlung') || kinds.has('berichts_und_pruefungstermin');
  return examination && report ? 'berichts_und_pruefungstermin' : first;
}

/**
 * The hearings a notice announces (Berichts-, Prüfungs-, Schluss-, Erörterungstermin, Gläubigerversammlung) with
 * date, time and place. A date counts only with a time right after it and a hearing named in the same clause (the
 * text between the neighbouring date-times within the sentence and numbered item), so the opening time of a
 * proceeding, birth dates and deadlines are not taken. One entry per date and time, in the order of the text.
 */
export function findHearings(text: string): HearingInfo[] {
  return findHearingsAt(text).map(({ info }) => info);
}

/** findHearings with where each hearing's date stands in the text (for the sentence it came from). */
export function findHearingsAt(text: string): { info: HearingInfo; index: number }[] {
  const sentences = splitSentences(text);
  const dateTimes = findDates(text).flatMap((date) => {
    const time = TIME_AFTER_DATE.exec(text.slice(date.end, date.end + 20));
    return time ? [{ date, time: `${time[1].padStart(2, '0')}:${time[2]}`, end: date.end + time[0].length }] : [];
  });
  const hearings: { info: HearingInfo; index: number }[] = [];
  dateTimes.forEach((current, i) => {
    const sentenceIndex = sentences.findIndex(
      (s) => s.start <= current.date.index && current.date.index < s.start + s.text.length,
    );
    const sentence = sentences[sentenceIndex];
    if (!sentence || DECISION_AFTER.test(text.slice(current.end, current.end + 100))) return;
    const from = Math.max(sentence.start, dateTimes[i - 1]?.end ?? 0);
    let to = Math.min(sentence.start + sentence.text.length, dateTimes[i + 1]?.date.index ?? text.length);
    const nextItem = NEXT_ITEM.exec(text.slice(current.end, to));
    if (nextItem) to = current.end + nextItem.index;
    const kind = hearingKind(text.slice(from, to));
    if (!kind) return;
    const same = hearings.findIndex(({ info }) => info.date === current.date.iso && info.time === current.time);
    if (same >= 0) {
      const known = hearings[same];
      hearings[same] = { ...known, info: { ...known.info, kind: merge(known.info.kind, kind) } };
      return;
    }
    const place = placeAfter(text, current.end, to, sentences[sentenceIndex + 1]?.text);
    hearings.push({ info: { kind, date: current.date.iso, time: current.time, place }, index: current.date.index });
  });
  return hearings;
}
