import type { CaseCourtCorrected, CaseImported, CaseNoticePublished, CaseStreams } from '../domain/events.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';

/** What a digest (and the watchlist preview) shows of a case: its newest notice. */
export interface CaseSummary {
  readonly caseId: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly publicationType: string;
  readonly publicationDate: string;
  /** When the importer detected the notice (absent on notices recorded before detection times). */
  readonly detectedAt?: string;
}

/**
 * Reads the case from its own stream when the mail is written, not from a copy kept by the alerts module: an
 * erased case (hard-deleted stream) simply is not there any more and is never mailed.
 */
export async function caseSummary(
  store: EventStore,
  streams: CaseStreams,
  caseKey: string,
): Promise<CaseSummary | null> {
  const { events } = await store.readStream<CaseImported | CaseNoticePublished | CaseCourtCorrected>(
    streams.of(caseKey),
  );
  const notices = events.filter((e) => e.type === 'CaseImported' || e.type === 'CaseNoticePublished');
  const latest = notices.at(-1);
  if (!latest) return null;
  const { notice, caseId } = latest.data;
  // Notices recorded under a shortened court name keep it; the correction names the official court.
  const corrected = events.filter((e) => e.type === 'CaseCourtCorrected').at(-1);
  const court = corrected && corrected.position > latest.position ? corrected.data.court : notice.court;
  return {
    caseId,
    companyName: notice.debtorName,
    court,
    caseNumber: notice.caseNumber,
    publicationType: notice.publicationType,
    publicationDate: notice.publicationDate,
    ...(notice.detectedAt ? { detectedAt: notice.detectedAt } : {}),
  };
}
