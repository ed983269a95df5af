/**
 * Phase one of a case: the few draws needed before anything else (kind of debtor, court, register sign), cheap
 * enough to run for every proceeding of a year when numbering Aktenzeichen.
 */
import { COURTS, type Court, STATE_WEIGHTS } from '../tables/courts.js';
import { hash32, unitFrom, WeightedTable } from '../random.js';
import { originCounts } from './volume.js';

export type OriginType = 'sich' | 'eroeff' | 'abw';
/** consumer = natural person in a consumer proceeding (register sign IK). */
export type CaseKind = 'company' | 'person' | 'consumer' | 'estate';

/** How a proceeding the debtor-file generator added relates to an earlier one (debtor-files/linked-origins.ts). */
export type DebtorLinkKind = 'rename' | 'seat-move' | 'referral' | 'namesake';

export interface DebtorLinkPlan {
  readonly kind: DebtorLinkKind;
  /** The earlier company proceeding this one relates to (the same debtor, or for a namesake another one). */
  readonly predecessor: CaseRef;
}

export interface CaseRef {
  readonly originDay: number;
  readonly index: number;
  readonly seed: number;
  readonly caseSeed: number;
  readonly originType: OriginType;
  readonly kind: CaseKind;
  readonly courtIndex: number;
  readonly sign: 'IN' | 'IK';
  /** A proceeding the debtor-file generator added: whose debtor it continues, or whose namesake it is. */
  readonly link?: DebtorLinkPlan;
}

const KIND_BY_ORIGIN: Record<OriginType, readonly (readonly [CaseKind, number])[]> = {
  sich: [
    ['company', 0.555],
    ['person', 0.42],
    ['estate', 0.025],
  ],
  eroeff: [
    ['company', 0.022],
    ['person', 0.071],
    ['consumer', 0.865],
    ['estate', 0.042],
  ],
  abw: [
    ['company', 0.6],
    ['person', 0.25],
    ['estate', 0.15],
  ],
};

const kindTables = {
  sich: new WeightedTable(KIND_BY_ORIGIN.sich),
  eroeff: new WeightedTable(KIND_BY_ORIGIN.eroeff),
  abw: new WeightedTable(KIND_BY_ORIGIN.abw),
};

const weightTotal = Object.values(STATE_WEIGHTS).reduce((a, b) => a + b, 0);
const courtTable = new WeightedTable(COURTS.map((court, i) => [i, court.share * weightTotal] as const));

export function courtAt(index: number): Court {
  return COURTS[index] as Court;
}

export function originTypeAt(seed: number, volume: number, day: number, index: number): OriginType {
  const counts = originCounts(seed, volume, day);
  if (index < counts.sich) return 'sich';
  if (index < counts.sich + counts.eroeff) return 'eroeff';
  return 'abw';
}

export function caseSeedOf(seed: number, originDay: number, index: number): number {
  return hash32(seed, originDay, index, 0xc45e);
}

export function kindOf(caseSeed: number, originType: OriginType): CaseKind {
  return kindTables[originType].pick(unitFrom(caseSeed, 1));
}

export function courtIndexOf(caseSeed: number): number {
  return courtTable.pick(unitFrom(caseSeed, 2));
}

export function caseRef(seed: number, volume: number, originDay: number, index: number): CaseRef {
  const originType = originTypeAt(seed, volume, originDay, index);
  const caseSeed = caseSeedOf(seed, originDay, index);
  const kind = kindOf(caseSeed, originType);
  const courtIndex = courtIndexOf(caseSeed);
  return {
    originDay,
    index,
    seed,
    caseSeed,
    originType,
    kind,
    courtIndex,
    sign: kind === 'consumer' ? 'IK' : 'IN',
  };
}
