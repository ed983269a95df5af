import type { CaseNotice, DebtorKind, PublicationType } from './case-notice.js';

/** Stands for a dimension the notice did not reveal (no Land, no legal form). */
export const UNKNOWN_VALUE = 'unbekannt';

/** SPEC §3's procedure types: consumer (IK), application only, or regular proceedings. */
export type StatisticsProcedureType = 'regel' | 'verbraucher' | 'antrag';

/**
 * The anonymised facts of one new proceeding that the historical statistics count ("Historische Daten"):
 * dimensions only, never a name, address, Aktenzeichen or case id. The erasure record of a case carries them
 * (`CaseRetentionExpired.statistics`), so the statistics survive the erasure of the case's own events and a
 * rebuild of the read model from the log.
 */
export interface CaseStatisticsFacts {
  /** Publication date of the case's first recorded notice (ISO day). */
  readonly day: string;
  /** Land code (`NW`, `BY`, …) or `unbekannt`. */
  readonly state: string;
  readonly court: string;
  readonly procedureType: StatisticsProcedureType;
  /** Legal form as the parser read it (`GmbH`, …) or `unbekannt`. */
  readonly legalForm: string;
  readonly debtorKind: DebtorKind;
}

/** Notices that show only an application so far: the proceedings are not opened (yet). */
const APPLICATION_STAGE: ReadonlySet<PublicationType> = new Set([
  'sicherungsmassnahmen',
  'schutzschirmverfahren',
  'abweisung_mangels_masse',
  'aufhebung_sicherungsmassnahmen',
]);

/** The counted facts of a case, from its first notice (the one `CaseImported` records). */
export function caseStatisticsFacts(firstNotice: CaseNotice): CaseStatisticsFacts {
  return {
    day: firstNotice.publicationDate,
    state: firstNotice.state?.trim() || UNKNOWN_VALUE,
    court: firstNotice.court.trim() || UNKNOWN_VALUE,
    procedureType: /\bIK\b/.test(firstNotice.caseNumber)
      ? 'verbraucher'
      : APPLICATION_STAGE.has(firstNotice.publicationType)
        ? 'antrag'
        : 'regel',
    legalForm: firstNotice.legalForm?.trim() || UNKNOWN_VALUE,
    debtorKind: firstNotice.debtorKind,
  };
}
