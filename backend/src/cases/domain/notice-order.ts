import type { PublicationType } from './case-notice.js';

/**
 * Where a publication type stands in the life of a proceeding (German InsO): of two notices of one case published
 * on the same day with the same decision date, the later stage is the later notice. Types that do not change the
 * stage (hearings, Vergütung, a new administrator, unrecognised texts) rank 0.
 */
const STAGE: Partial<Record<PublicationType, number>> = {
  sicherungsmassnahmen: 1,
  schutzschirmverfahren: 1,
  aufhebung_sicherungsmassnahmen: 2,
  abweisung_mangels_masse: 2,
  eroeffnung: 3,
  eigenverwaltung: 3,
  masseunzulaenglichkeit: 4,
  insolvenzplan: 4,
  verteilungsverzeichnis: 5,
  schlussverteilung: 6,
  einstellung: 7,
  aufhebung: 7,
  ueberwachung_insolvenzplan: 8,
  nachtragsverteilung: 8,
  aufhebung_ueberwachung_insolvenzplan: 9,
  restschuldbefreiung: 9,
  versagung_restschuldbefreiung: 9,
};

export interface OrderedNotice {
  readonly publicationDate: string;
  readonly decisionDate: string | null;
  readonly publicationType: string;
  readonly fingerprint: string;
  /** Order of recording within the case: only two records of one publication still tie before it. */
  readonly seq: number;
}

/**
 * The order of a case's notices in time: publication date, then the court's decision date, then the stage, then
 * the content hash. Never the order of recording: the importer fetches a day's notices concurrently, so a restart
 * or a second installation records same-day notices in another order, and the case must still show one status.
 */
export function noticeOrder(a: OrderedNotice, b: OrderedNotice): number {
  return (
    a.publicationDate.localeCompare(b.publicationDate) ||
    (a.decisionDate ?? '').localeCompare(b.decisionDate ?? '') ||
    stageOf(a.publicationType) - stageOf(b.publicationType) ||
    (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0) ||
    a.seq - b.seq
  );
}

const stageOf = (type: string) => STAGE[type as PublicationType] ?? 0;
