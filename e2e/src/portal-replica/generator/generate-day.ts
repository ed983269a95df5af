/**
 * Deterministic day generator: the publications of one day, for a seed and a daily volume.
 *
 * A day consists of
 *  - first publications of proceedings that start on that day (Sicherungsmaßnahmen, Eröffnung, Abweisung),
 *  - follow-ups of proceedings that started up to MAX_TIMELINE_LAG working days earlier (an Eröffnung after
 *    Sicherungsmaßnahmen, Termine …): same court, Aktenzeichen and debtor as their first publication,
 *  - later publications of proceedings that started months or years ago (Restschuldbefreiung, Aufhebung,
 *    Verteilungsverzeichnis, Schlusstermin …), picked among the opened proceedings of that earlier day.
 * Every value derives from (seed, volume, day) through counter-based hashing, so any day can be generated on
 * its own, in any order, with identical output. Texts are written on first access of `notice.text`. Each notice
 * also gets a publication time of day (publication-time.ts) from a stream of its own.
 */
import { caseFacts } from './cases/case-facts.js';
import { noticeEvent, type NoticeEvent } from './cases/events.js';
import { type CaseRef, caseRef } from './cases/origins.js';
import { MAX_TIMELINE_LAG, openingLag, timelineOf } from './cases/timeline.js';
import { dayVolume, originCounts } from './cases/volume.js';
import { addWorkingDays, dayNumber, isoFromDay, isWorkingDay, workingDayOnOrBefore } from './calendar.js';
import { type Notice, type PublicationType, SUBJECT_OF_TYPE, type SubjectCode } from './notice.js';
import { publicationTime } from './publication-time.js';
import { hash32, Rng } from './random.js';
import { renderText } from './templates/render.js';
import { linkedOrigins, referralSides } from './debtor-files/linked-origins.js';
import { referredToBody } from './debtor-files/past-wording.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { max, round } = Math;

export interface GenerateOptions {
  readonly seed: number;
  /** Publications on an average working day (default 4,000; weekdays vary, weekends carry almost none). */
  readonly volume?: number;
}

export const DEFAULT_VOLUME = 4000;

type LaterType =
  | Exclude<
      PublicationType,
      'sicherungsmassnahmen' | 'eroeffnung' | 'abweisung_mangels_masse' | 'eigenverwaltung' | 'schutzschirmverfahren'
    >
  | 'treuhaender_verguetung';

/** Shares (per mille) of the later publications: the portal's "Entscheidungen im Verfahren", RSB, plans … */
const LATER_TYPES: readonly (readonly [LaterType, number])[] = [
  ['restschuldbefreiung', 270],
  ['versagung_restschuldbefreiung', 30],
  ['aufhebung', 150],
  ['schlussverteilung', 90],
  ['verteilungsverzeichnis', 70],
  ['einstellung', 60],
  ['termin', 60],
  ['pruefungstermin', 50],
  ['verguetungsfestsetzung', 60],
  ['treuhaender_verguetung', 20],
  ['masseunzulaenglichkeit', 40],
  ['freigabe_selbstaendige_taetigkeit', 30],
  ['nachtragsverteilung', 20],
  ['verwalterwechsel', 15],
  ['insolvenzplan', 10],
  ['ueberwachung_insolvenzplan', 6],
  ['aufhebung_ueberwachung_insolvenzplan', 5],
  ['sonstiges', 10],
];

/** How long before the publication the proceeding started (calendar days). */
const LATER_AGE: Record<LaterType | 'aufhebung_sicherungsmassnahmen', readonly [number, number]> = {
  termin: [120, 900],
  pruefungstermin: [90, 700],
  einstellung: [60, 800],
  masseunzulaenglichkeit: [60, 700],
  aufhebung: [240, 1200],
  schlussverteilung: [200, 1100],
  restschuldbefreiung: [1050, 1160],
  versagung_restschuldbefreiung: [400, 1160],
  verteilungsverzeichnis: [180, 1000],
  insolvenzplan: [90, 700],
  ueberwachung_insolvenzplan: [150, 800],
  aufhebung_ueberwachung_insolvenzplan: [500, 1400],
  freigabe_selbstaendige_taetigkeit: [30, 400],
  verguetungsfestsetzung: [200, 1200],
  treuhaender_verguetung: [400, 1400],
  nachtragsverteilung: [400, 1400],
  verwalterwechsel: [30, 900],
  sonstiges: [30, 900],
  aufhebung_sicherungsmassnahmen: [20, 60],
};

/** Types a company cannot have: a release of self-employment and the discharge are for natural persons. */
const PERSONS_ONLY: ReadonlySet<LaterType> = new Set([
  'restschuldbefreiung',
  'versagung_restschuldbefreiung',
  'freigabe_selbstaendige_taetigkeit',
  'treuhaender_verguetung',
]);

interface Planned {
  readonly ref: CaseRef;
  readonly type: PublicationType;
  readonly subject: SubjectCode;
  /** The old court's notice of a referral: its body (debtor-files/past-wording.ts). */
  readonly referredTo?: CaseRef;
}

function laterPublication(seed: number, volume: number, day: number, j: number): Planned | null {
  const rng = new Rng(hash32(seed, day, j, 0x57a));
  const wanted = rng.weighted(LATER_TYPES);
  for (let attempt = 0; attempt < 6; attempt++) {
    const [lo, hi] = LATER_AGE[wanted];
    const origin = workingDayOnOrBefore(day - rng.int(lo, hi));
    const counts = originCounts(seed, volume, origin);
    const pool = counts.sich + counts.eroeff;
    if (pool === 0) continue;
    const ref = caseRef(seed, volume, origin, rng.int(0, pool - 1));
    const lag = openingLag(ref);
    if (lag === null || addWorkingDays(origin, lag) >= day) continue;
    const person = ref.kind === 'person' || ref.kind === 'consumer';
    if (!person && PERSONS_ONLY.has(wanted)) return { ref, type: 'aufhebung', subject: SUBJECT_OF_TYPE.aufhebung };
    // The trustee's remuneration for the assignment period is decided after the Aufhebung (ENT_AUF_VERF).
    if (wanted === 'treuhaender_verguetung') return { ref, type: 'verguetungsfestsetzung', subject: 'ENT_AUF_VERF' };
    return { ref, type: wanted, subject: SUBJECT_OF_TYPE[wanted] };
  }
  return null;
}

function makeNotice(id: string, ref: CaseRef, volume: number, event: NoticeEvent, time: string): Notice {
  const facts = caseFacts(ref, volume);
  const past = facts.past;
  let text: string | undefined;
  const notice = {
    id,
    caseId: facts.caseId,
    publicationDate: isoFromDay(event.publicationDay),
    publicationTime: time,
    court: facts.court.name,
    courtCode: facts.court.code,
    courtPlace: facts.court.listingPlace,
    state: facts.court.state,
    caseNumber: facts.caseNumber,
    debtorName: facts.debtorName,
    listingName: facts.listingName,
    seat: facts.seat,
    register: facts.register,
    subject: event.subject,
    publicationType: event.type,
    debtorKind: facts.kind,
    decisionDate: isoFromDay(event.decisionDay),
    template: facts.court.style,
    ...(past
      ? {
          debtorLink: {
            kind: past.kind,
            sameDebtor: past.kind !== 'namesake',
            related: {
              court: past.earlier.court.name,
              caseNumber: past.earlier.caseNumber,
              debtorName: past.earlier.debtorName,
            },
          },
        }
      : {}),
  };
  // The text is the expensive part: write it when someone reads it (the facts are recomputed from the seed).
  Object.defineProperty(notice, 'text', {
    enumerable: true,
    get: () => (text ??= renderText(caseFacts(ref, volume), event)),
  });
  return notice as Notice;
}

export function generateDay(date: string, options: GenerateOptions): Notice[] {
  const seed = options.seed >>> 0;
  const volume = max(0, round(options.volume ?? DEFAULT_VOLUME));
  const day = dayNumber(date);
  const planned: Planned[] = [];

  const counts = originCounts(seed, volume, day);
  for (let i = 0; i < counts.total; i++) {
    const ref = caseRef(seed, volume, day, i);
    const first = timelineOf(ref)[0] as { type: PublicationType };
    planned.push({ ref, type: first.type, subject: SUBJECT_OF_TYPE[first.type] });
  }
  // A debtor's further proceedings and near-namesakes (debtor-files/): their first notices, and the old court's
  // notice of a referral where that court tells it.
  for (const ref of linkedOrigins(seed, volume, day)) {
    const first = timelineOf(ref)[0] as { type: PublicationType };
    planned.push({ ref, type: first.type, subject: SUBJECT_OF_TYPE[first.type] });
    if (ref.link?.kind === 'referral' && referralSides(ref).atOldCourt) {
      planned.push({ ref: ref.link.predecessor, type: 'sonstiges', subject: 'SONST', referredTo: ref });
    }
  }

  if (isWorkingDay(day)) {
    // rel = number of working days in (d, day]: a step with lag == rel lands on `day`
    let rel = 0;
    for (let d = day - 1; ; d--) {
      if (isWorkingDay(d + 1)) rel++;
      if (rel > MAX_TIMELINE_LAG) break;
      const originTotal = originCounts(seed, volume, d).total;
      const added = linkedOrigins(seed, volume, d);
      for (let i = 0; i < originTotal + added.length; i++) {
        const ref = i < originTotal ? caseRef(seed, volume, d, i) : (added[i - originTotal] as CaseRef);
        if (ref.originType === 'abw') continue;
        const steps = timelineOf(ref);
        for (let s = 1; s < steps.length; s++) {
          const step = steps[s] as { lag: number; type: PublicationType };
          if (step.lag === rel) planned.push({ ref, type: step.type, subject: SUBJECT_OF_TYPE[step.type] });
        }
      }
    }
  }

  const target = dayVolume(seed, volume, day);
  const seen = new Set(planned.map((p) => `${p.ref.originDay}#${p.ref.index}/${p.type}`));
  for (let j = 0; planned.length < target && j < target * 2; j++) {
    const later = laterPublication(seed, volume, day, j);
    if (!later) continue;
    const key = `${later.ref.originDay}#${later.ref.index}/${later.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    planned.push(later);
  }

  return planned.map((p, n) => {
    const facts = caseFacts(p.ref, volume);
    let event = noticeEvent(facts, p.type, day, p.subject);
    if (p.referredTo) {
      const body = referredToBody(caseFacts(p.referredTo, volume), new Rng(event.textSeed ^ 0x5e7), event.decisionDay);
      event = { ...event, body };
    }
    const id = `${date}-${String(n + 1).padStart(5, '0')}`;
    return makeNotice(id, p.ref, volume, event, publicationTime(seed, day, n));
  });
}
