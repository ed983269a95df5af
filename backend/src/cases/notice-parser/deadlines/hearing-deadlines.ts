import { findHearingsAt, type HearingInfo } from '../hearings.js';
import type { Deadline, DeadlineKind } from '../../domain/deadline.js';

/*
 * Hearings at court with a time (Berichts-, Prüfungs-, Schluss-, Erörterungs- und Abstimmungstermin,
 * Gläubigerversammlung), as the hearings reader finds them. A joint Berichts- und Prüfungstermin is two deadlines
 * at one date and time: a creditor asks "when is the Prüfungstermin?", whatever else the session decides.
 */

const KINDS: Readonly<Partial<Record<HearingInfo['kind'], readonly DeadlineKind[]>>> = {
  berichts_und_pruefungstermin: ['berichtstermin', 'pruefungstermin'],
  berichtstermin: ['berichtstermin'],
  pruefungstermin: ['pruefungstermin'],
  schlusstermin: ['schlusstermin'],
  glaeubigerversammlung: ['glaeubigerversammlung'],
  eroerterungs_und_abstimmungstermin: ['eroerterungs_abstimmungstermin'],
};

export function hearingDeadlines(text: string, sentenceAt: (index: number) => string): Deadline[] {
  return findHearingsAt(text).flatMap(({ info, index }) =>
    (KINDS[info.kind] ?? []).map((kind) => ({
      kind,
      date: info.date,
      time: info.time,
      place: info.place,
      sentence: sentenceAt(index),
      relative: null,
    })),
  );
}
