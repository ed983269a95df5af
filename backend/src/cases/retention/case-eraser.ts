import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/errors.js';
import type { NewEvent } from '../../platform/event-store/event.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import {
  caseStatisticsFacts,
  type CaseEvent,
  type CaseRetentionExpired,
  type CaseStatisticsFacts,
  type KnownListing,
} from '../domain/events.js';
import { retentionClass } from '../domain/retention-policy.js';
import type { CleanupCutoffs } from '../domain/retention-run-events.js';
import type { CaseStreams } from '../domain/case-streams.js';
import type { ExpiredCase } from '../read-model/retention-queries.port.js';

export interface ErasureContext {
  /** `retention-<yyyy-mm-dd>`: the audit stream of the day. */
  readonly auditStream: string;
  readonly runId: string;
  readonly actorId: string;
  readonly now: Date;
}

/**
 * One batch to erase with what the read models know about its cases: plain data, as it crosses to the eraser
 * thread. The read side lists the candidates; the write side decides which of them are still due.
 */
export interface ErasureRequest {
  readonly batch: readonly ExpiredCase[];
  readonly cutoffs: CleanupCutoffs;
  readonly context: ErasureContext;
  /** Listing hashes by case id (read model `known-notices`). */
  readonly listings: ReadonlyMap<number, readonly KnownListing[]>;
  /** Statistics facts by case id (read model `historical-stats`); a case missing here is read from its stream. */
  readonly statistics: ReadonlyMap<number, CaseStatisticsFacts>;
}

export interface ErasedBatch {
  readonly erased: readonly ExpiredCase[];
  /** Position of the last audit record, for waiting on the projections; null when nothing was erased. */
  readonly position: bigint | null;
}

/**
 * Erases one batch of due cases (docs/DESIGN.md §6): the write side confirms each case is still expired (a notice
 * imported meanwhile keeps it), the case streams are hard-deleted together (one transaction, one WAL
 * truncation), then one append records `CaseRetentionExpired` for each (ids, kind, listing hashes and the
 * anonymised statistics facts of its first notice), which makes the projections forget the cases while the
 * historical statistics keep counting them. A crash between the two steps is repaired by the next run:
 * deleting again is a no-op and the audit record is written then.
 */
export class CaseEraser {
  constructor(
    private readonly store: EventStore,
    private readonly streams: CaseStreams,
  ) {}

  private readonly streamOf = (c: ExpiredCase) => this.streams.of(c.caseKey);

  async erase({ batch, cutoffs, context, listings, statistics: known }: ErasureRequest): Promise<ErasedBatch> {
    const revisions = await this.store.streamRevisions(batch.map(this.streamOf));
    const due: ExpiredCase[] = [];
    for (const candidate of batch) {
      const cutoff = cutoffs[retentionClass(candidate.debtorKind)];
      if (await this.stillExpired(candidate, revisions.get(this.streamOf(candidate)) ?? 'no_stream', cutoff)) {
        due.push(candidate);
      }
    }
    if (due.length === 0) return { erased: [], position: null };
    const statistics = await this.statisticsOf(due, revisions, known);
    await this.store.deleteStreams(due.map(this.streamOf));
    const records = due.map((c) => {
      const facts = statistics.get(c.id);
      return this.auditRecord(context, {
        type: 'CaseRetentionExpired',
        data: {
          caseId: c.id,
          debtorKind: c.debtorKind,
          knownListings: listings.get(c.id) ?? [],
          ...(facts ? { statistics: facts } : {}),
        },
      });
    });
    return { erased: due, position: await this.appendAudit(context.auditStream, records) };
  }

  /**
   * The write side decides: a publication after the cutoff (imported a moment ago) keeps the case. When the
   * stream holds exactly the notices the read model has applied, nothing newer exists than what made the read
   * model list the case as due, and the stream's revision (read for the whole batch at once) is all it takes;
   * otherwise (a notice or a relisting recorded since: rare) the events themselves decide.
   */
  private async stillExpired(candidate: ExpiredCase, revision: bigint | 'no_stream', cutoff: string): Promise<boolean> {
    if (revision === 'no_stream') return true; // deleted by an earlier, interrupted attempt
    if (Number(revision) + 1 === candidate.noticeCount) return true;
    const { events } = await this.store.readStream<CaseEvent>(this.streamOf(candidate));
    return events.every(
      (event) =>
        event.type === 'CaseNoticeRelisted' ||
        event.type === 'CaseCourtCorrected' ||
        // A withdrawal or a correction changes no publication date: the corrected version keeps its day.
        event.type === 'CaseNoticeWithdrawn' ||
        event.data.notice.publicationDate <= cutoff,
    );
  }

  /**
   * The facts the historical statistics counted for each case, carried by its erasure record so the counts survive
   * a replay. The statistics read model holds them for the whole batch (`known`); a case it has not counted
   * (the model being rebuilt) is read from its stream's first event. A stream deleted by an interrupted attempt
   * has none left: the read model is then the only source.
   */
  private async statisticsOf(
    due: readonly ExpiredCase[],
    revisions: ReadonlyMap<string, bigint | 'no_stream'>,
    known: ReadonlyMap<number, CaseStatisticsFacts>,
  ): Promise<Map<number, CaseStatisticsFacts>> {
    const facts = new Map(known);
    for (const candidate of due) {
      if (facts.has(candidate.id) || (revisions.get(this.streamOf(candidate)) ?? 'no_stream') === 'no_stream') continue;
      const first = await this.store.readStream<CaseEvent>(this.streamOf(candidate), { maxCount: 1 });
      const imported = first.events[0];
      if (imported?.type === 'CaseImported') facts.set(candidate.id, caseStatisticsFacts(imported.data.notice));
    }
    return facts;
  }

  private auditRecord(context: ErasureContext, event: CaseRetentionExpired): NewEvent {
    return {
      ...event,
      metadata: {
        // Deterministic per case and day: a repeated erasure of the same case on the same day is stored once.
        eventId: deterministicEventId(`retention:${context.auditStream}:case:${event.data.caseId}`, 0),
        correlationId: context.runId,
        causationId: null,
        actorId: context.actorId,
        occurredAt: context.now.toISOString(),
        schemaVersion: 1,
      },
    };
  }

  /**
   * One append for the batch. If part of it is stored already (an earlier attempt recorded some of these
   * cases today), the store refuses the mixed batch; then each record goes alone, which stores the missing ones.
   */
  private async appendAudit(stream: string, records: readonly NewEvent[]): Promise<bigint> {
    try {
      return (await this.store.append(stream, records, { expectedRevision: 'any' })).position;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      let position = 0n;
      for (const record of records) {
        const result = await this.store.append(stream, [record], { expectedRevision: 'any' });
        if (result.position > position) position = result.position;
      }
      return position;
    }
  }
}
