/**
 * One publication of a case: its type, the publication day, and the court's decision and signature days, which
 * differ from each other and from the publication day as on the real portal.
 */
import { addWorkingDays } from '../calendar.js';
import { type PublicationType, SUBJECT_OF_TYPE, type SubjectCode } from '../notice.js';
import { hash32, hashString, Rng } from '../random.js';
import type { CaseFacts } from './case-facts.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { min } = Math;

export interface NoticeEvent {
  readonly type: PublicationType;
  readonly subject: SubjectCode;
  readonly publicationDay: number;
  readonly decisionDay: number;
  readonly signatureDay: number;
  /** "09:30"; '' when the court left the time empty (it happens). */
  readonly time: string;
  /** Seed for the wording of this notice. */
  readonly textSeed: number;
  /** The body of a notice the debtor-file generator adds to an old case (its referral to another court). */
  readonly body?: string;
}

const DECISION_LAG: Record<PublicationType, readonly [number, number]> = {
  sicherungsmassnahmen: [0, 2],
  aufhebung_sicherungsmassnahmen: [1, 6],
  eroeffnung: [1, 6],
  abweisung_mangels_masse: [1, 10],
  einstellung: [2, 12],
  aufhebung: [2, 12],
  termin: [1, 10],
  restschuldbefreiung: [2, 15],
  verteilungsverzeichnis: [1, 8],
  insolvenzplan: [2, 12],
  sonstiges: [1, 10],
  schutzschirmverfahren: [0, 2],
  eigenverwaltung: [1, 6],
  pruefungstermin: [1, 10],
  masseunzulaenglichkeit: [1, 8],
  schlussverteilung: [1, 10],
  versagung_restschuldbefreiung: [2, 15],
  freigabe_selbstaendige_taetigkeit: [1, 10],
  ueberwachung_insolvenzplan: [2, 12],
  aufhebung_ueberwachung_insolvenzplan: [2, 12],
  verguetungsfestsetzung: [2, 15],
  verwalterwechsel: [1, 8],
  nachtragsverteilung: [2, 15],
};

export function decisionDayOf(facts: CaseFacts, type: PublicationType, publicationDay: number): number {
  const rng = new Rng(hash32(facts.ref.caseSeed, hashString(type), publicationDay, 0xdec1));
  const [lo, hi] = DECISION_LAG[type];
  const lag = rng.int(lo, hi);
  return lag === 0 ? publicationDay : addWorkingDays(publicationDay, -lag);
}

export function noticeEvent(
  facts: CaseFacts,
  planned: PublicationType,
  publicationDay: number,
  subject: SubjectCode = SUBJECT_OF_TYPE[planned],
): NoticeEvent {
  const textSeed = hash32(facts.ref.caseSeed, hashString(planned), publicationDay, 0x7e47);
  const rng = new Rng(textSeed);
  const decisionDay = decisionDayOf(facts, planned, publicationDay);
  // A company in Eigenverwaltung is opened as such (its opening text orders it); dates stay those of the opening.
  const type = planned === 'eroeffnung' && facts.eigenverwaltung ? 'eigenverwaltung' : planned;
  const gap = publicationDay - decisionDay;
  const signatureDay =
    gap > 0 && rng.chance(0.45) ? min(publicationDay, addWorkingDays(decisionDay, rng.int(1, 2))) : decisionDay;
  const hour = type === 'sicherungsmassnahmen' ? rng.int(7, 18) : rng.int(8, 16);
  const minute = rng.pick([
    '00',
    '00',
    '05',
    '10',
    '15',
    '20',
    '30',
    '30',
    '40',
    '45',
    '50',
    '55',
    String(rng.int(10, 59)),
  ]);
  const time = rng.chance(0.01) ? '' : `${String(hour).padStart(2, '0')}:${minute}`;
  return { type, subject, publicationDay, decisionDay, signatureDay, time, textSeed };
}
