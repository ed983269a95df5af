/**
 * Which publications a proceeding produces in its first months, in working days after its first publication.
 * Later notices (Restschuldbefreiung, Aufhebung, Verteilungsverzeichnis …) of old proceedings are drawn by
 * generate-day as "standalone" notices of cases that started months or years earlier.
 */
import type { PublicationType } from '../notice.js';
import { Rng, hash32 } from '../random.js';
import type { CaseRef } from './origins.js';

export interface TimelineStep {
  /** Working days after the first publication (0 = the first publication). */
  readonly lag: number;
  readonly type: PublicationType;
}

/** Largest lag any step can have: generate-day looks back this many working days for follow-ups. */
export const MAX_TIMELINE_LAG = 66;

function afterOpening(rng: Rng, openedAt: number, steps: TimelineStep[]): void {
  if (rng.chance(0.06)) steps.push({ lag: openedAt + rng.int(5, 25), type: 'termin' });
  if (rng.chance(0.05)) steps.push({ lag: openedAt + rng.int(3, 30), type: 'sonstiges' });
}

function compute(ref: CaseRef): TimelineStep[] {
  const rng = new Rng(hash32(ref.caseSeed, 0x71e));
  if (ref.originType === 'abw') return [{ lag: 0, type: 'abweisung_mangels_masse' }];
  if (ref.originType === 'eroeff') {
    const steps: TimelineStep[] = [{ lag: 0, type: 'eroeffnung' }];
    afterOpening(rng, 0, steps);
    return steps;
  }
  const steps: TimelineStep[] = [{ lag: 0, type: 'sicherungsmassnahmen' }];
  const odds =
    ref.kind === 'company'
      ? { open: 0.55, reject: 0.3, lift: 0.1 }
      : ref.kind === 'estate'
        ? { open: 0.6, reject: 0.38, lift: 0 }
        : { open: 0.7, reject: 0.12, lift: 0.13 };
  const roll = rng.next();
  if (roll < odds.open) {
    const at = rng.int(8, 35);
    steps.push({ lag: at, type: 'eroeffnung' });
    afterOpening(rng, at, steps);
  } else if (roll < odds.open + odds.reject) {
    steps.push({ lag: rng.int(10, 40), type: 'abweisung_mangels_masse' });
  } else if (roll < odds.open + odds.reject + odds.lift) {
    steps.push({ lag: rng.int(5, 30), type: 'aufhebung_sicherungsmassnahmen' });
  }
  // A few companies ask for the Schutzschirm a few days after the first measures (drawn last: the draws above stay).
  if (ref.kind === 'company' && rng.chance(0.04)) steps.push({ lag: rng.int(1, 5), type: 'schutzschirmverfahren' });
  return steps;
}

/** Cheap (a handful of draws) and deterministic, so it is recomputed rather than cached. */
export function timelineOf(ref: CaseRef): readonly TimelineStep[] {
  return compute(ref);
}

/** Whether the proceeding was opened (directly or after Sicherungsmaßnahmen), and when. */
export function openingLag(ref: CaseRef): number | null {
  const step = timelineOf(ref).find((s) => s.type === 'eroeffnung');
  return step ? step.lag : null;
}
