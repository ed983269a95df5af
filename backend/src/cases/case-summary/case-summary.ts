import {
  describeChanges,
  type CaseCourtCorrected,
  type CaseImported,
  type CaseNoticeCorrected,
  type CaseNoticePublished,
  type CaseNoticeWithdrawn,
  type CaseStreams,
} from '../domain/events.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';

/** What the portal changed of a recorded notice (issue #32): mails say "Berichtigung: …" / "Zurückgezogen: …". */
export interface CaseChangeSummary {
  readonly kind: 'corrected' | 'withdrawn';
  /** ISO instant the importer saw the correction or the withdrawal. */
  readonly at: string;
  /** "Verwalter Dr. A → Dr. B" for a correction; for a withdrawal the publication date of the withdrawn notice. */
  readonly summary: string;
}

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
  /** The case's newest event (or the one asked for) corrected or withdrew a notice: what changed. */
  readonly change?: CaseChangeSummary;
  /**
   * Why an alert tells of the case though the case does not match it (issue #32): "gehört zur Akte von …". Set by
   * the alerts' deliveries, never read from the stream.
   */
  readonly fileReason?: string;
}

type SummaryEvent = CaseImported | CaseNoticePublished | CaseCourtCorrected | CaseNoticeCorrected | CaseNoticeWithdrawn;

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/**
 * Reads the case from its own stream when the mail is written, not from a copy kept by the alerts module: an
 * erased case (hard-deleted stream) simply is not there any more and is never mailed. `eventId`: the event an
 * alert matched (a webhook names it); without it the newest event tells whether the case was corrected.
 */
export async function caseSummary(
  store: EventStore,
  streams: CaseStreams,
  caseKey: string,
  eventId?: string,
): Promise<CaseSummary | null> {
  const { events } = await store.readStream<SummaryEvent>(streams.of(caseKey));
  const notices = events.filter((e) => e.type !== 'CaseCourtCorrected');
  const versions = events.filter(
    (e): e is (typeof events)[number] & { type: 'CaseImported' | 'CaseNoticePublished' | 'CaseNoticeCorrected' } =>
      e.type === 'CaseImported' || e.type === 'CaseNoticePublished' || e.type === 'CaseNoticeCorrected',
  );
  const latest = versions.at(-1);
  if (!latest) return null;
  const { notice, caseId } = latest.data;
  // Notices recorded under a shortened court name keep it; the correction names the official court.
  const corrected = events.filter((e) => e.type === 'CaseCourtCorrected').at(-1);
  const court = corrected && corrected.position > latest.position ? corrected.data.court : notice.court;
  const told = eventId === undefined ? notices.at(-1) : notices.find((e) => e.metadata.eventId === eventId);
  const change = told ? changeOf(told) : undefined;
  return {
    caseId,
    companyName: notice.debtorName,
    court,
    caseNumber: notice.caseNumber,
    publicationType: notice.publicationType,
    publicationDate: notice.publicationDate,
    ...(notice.detectedAt ? { detectedAt: notice.detectedAt } : {}),
    ...(change ? { change } : {}),
  };
}

function changeOf(event: SummaryEvent): CaseChangeSummary | undefined {
  if (event.type === 'CaseNoticeCorrected')
    return { kind: 'corrected', at: event.data.correctedAt, summary: describeChanges(event.data.changes) };
  if (event.type === 'CaseNoticeWithdrawn')
    return {
      kind: 'withdrawn',
      at: event.data.withdrawnAt,
      summary: `Bekanntmachung vom ${germanDate(event.data.publicationDate)} nicht mehr im Portal`,
    };
  return undefined;
}
