/**
 * A debtor's further proceedings (issue #32, ground truth of the "Akte des Schuldners"): on each working day a few
 * proceedings start that belong to the debtor of an earlier company proceeding, renamed (a new name, "vormals …"),
 * moved to another court's district (a new register entry, "davor eingetragen beim …"), or referred by the first
 * court to another one under a new Aktenzeichen; and a few near-namesakes, other firms with the same name stem at
 * another court, which belong to nobody's file. The first proceeding started 1–6 working days before, so both are
 * inside any import window that holds the later one's first day (as in the portal's two weeks).
 * Deterministic per (seed, volume, day), like every other draw of the generator.
 */
import { addWorkingDays, isWorkingDay } from '../calendar.js';
import { type CaseRef, caseRef, courtIndexOf, type DebtorLinkKind } from '../cases/origins.js';

export type { DebtorLinkKind, DebtorLinkPlan } from '../cases/origins.js';
import { originCounts } from '../cases/volume.js';
import { COURTS } from '../tables/courts.js';
import { hash32, Rng, unitFrom } from '../random.js';

/** Indexes of the added proceedings of a day, above any regular origin index (facts are cached by index). */
export const ADDED_INDEX_BASE = 90_000;

/** Per company proceeding starting on a day: the share of added ones of each kind. */
const SHARES: readonly (readonly [DebtorLinkKind, number])[] = [
  ['rename', 0.035],
  ['seat-move', 0.03],
  ['referral', 0.025],
  ['namesake', 0.03],
];

const cache = new Map<string, CaseRef[]>();

/** The proceedings the debtor-file generator adds on `day` (none on weekends and holidays). */
export function linkedOrigins(seed: number, volume: number, day: number): readonly CaseRef[] {
  const key = `${seed}|${volume}|${day}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const added: CaseRef[] = [];
  if (isWorkingDay(day)) {
    const rng = new Rng(hash32(seed, day, 0xf11e));
    // About 80 company proceedings start on a working day of volume 4,000.
    const companies = volume * 0.02;
    for (const [kind, share] of SHARES) {
      const expected = companies * share;
      const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
      for (let n = 0; n < count; n++) {
        const predecessor = companyOrigin(seed, volume, addWorkingDays(day, -rng.int(1, 6)), rng);
        if (!predecessor) continue;
        const index = ADDED_INDEX_BASE + added.length;
        const caseSeed = hash32(seed, day, index, 0xc45e);
        const sameCourt = kind === 'rename' && rng.chance(0.75);
        added.push({
          originDay: day,
          index,
          seed,
          caseSeed,
          originType: rng.chance(0.7) ? 'sich' : 'eroeff',
          kind: 'company',
          courtIndex: sameCourt ? predecessor.courtIndex : otherCourt(caseSeed, predecessor.courtIndex),
          sign: 'IN',
          link: { kind, predecessor },
        });
      }
    }
  }
  if (cache.size > 2000) cache.clear();
  cache.set(key, added);
  return added;
}

/** A company proceeding that started on `day` (a regular one: added ones are never predecessors). */
function companyOrigin(seed: number, volume: number, day: number, rng: Rng): CaseRef | null {
  const total = originCounts(seed, volume, day).total;
  for (let attempt = 0; attempt < 40 && total > 0; attempt++) {
    const ref = caseRef(seed, volume, day, rng.int(0, total - 1));
    if (ref.kind === 'company') return ref;
  }
  return null;
}

/** Another court, weighted like every court (by its share of the notices). */
function otherCourt(caseSeed: number, not: number): number {
  for (let salt = 1; salt < 50; salt++) {
    const index = courtIndexOf(hash32(caseSeed, salt));
    if (index !== not) return index;
  }
  return (not + 1) % COURTS.length;
}

/**
 * Which court's notices tell a referral: the new court's first notice naming the old Aktenzeichen (most), the old
 * court's notice naming the new one, or both.
 */
export function referralSides(ref: CaseRef): { readonly atNewCourt: boolean; readonly atOldCourt: boolean } {
  const u = unitFrom(ref.caseSeed, 7);
  return { atNewCourt: u < 0.6 || u >= 0.85, atOldCourt: u >= 0.6 };
}
