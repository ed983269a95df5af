import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/errors.js';
import type { NewEvent } from '../../platform/event-store/event.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import {
  caseStatisticsFacts,
  type CaseEvent,
  type CaseRetentionExpired,
  type CaseStatisticsFacts,
} from '../domain/events.js';
import { retentionClass } from '../domain/retention-policy.js';
import type { CleanupCutoffs } from '../domain/retention-run-events.js';
import type { ExpiredCase, ExpiredCases } from './expired-cases.js';

/** Write-side checks between two turns of the event loop (each reads a stream). */
const CHECKS_PER_TURN = 200;

export interface ErasureContext {
  /** `retention-<yyyy-mm-dd>`: the audit stream of the day. */
  readonly auditStream: string;
  readonly runId: string;
  readonly actorId: string;
  readonly now: Date;
}

export interface ErasedBatch {
  readonly erased: readonly ExpiredCase[];
  /** Position of the last audit record, for waiting on the projections; null when nothing was erased. */
  readonly position: bigint | null;
}

/**
 * Erases one batch of due cases (DESIGN.md §6): the write side confirms each case is still expired (a notice
 * imported meanwhile keeps it), the case streams are hard-deleted together (one transaction, one WAL
 * truncation), then one append records `CaseRetentionExpired` for each (ids, kind, listing hashes and the
 * anonymised statistics facts of its first notice), which makes the projections forget the cases while the
 * historical statistics keep counting them. A crash between the two steps is repaired by the next run:
 * deleting again is a no-op and the audit record is written then.
 */
export class CaseEraser {
  constructor(
    private readonly store: EventStore,
    private readonly expired: ExpiredCases,
  ) {}

  async erase(batch: readonly ExpiredCase[], cutoffs: CleanupCutoffs, context: ErasureContext): Promise<ErasedBatch> {
    const due: ExpiredCase[] = [];
    const statistics = new Map<number, CaseStatisticsFacts>();
    for (const [index, candidate] of batch.entries()) {
      const check = await this.check(candidate, cutoffs[retentionClass(candidate.debtor_kind)]);
      if (check.due) due.push(candidate);
      if (check.statistics) statistics.set(candidate.id, check.statistics);
      if (index % CHECKS_PER_TURN === CHECKS_PER_TURN - 1) await nextTurn();
    }
    if (due.length === 0) return { erased: [], position: null };
    const listings = this.expired.knownListings(due.map((c) => c.id));
    // A stream deleted by an interrupted attempt has no first notice left: the statistics read model still
    // holds the facts it counted for the case.
    const recounted = this.expired.statisticsFacts(due.filter((c) => !statistics.has(c.id)).map((c) => c.id));
    await this.store.deleteStreams(due.map((c) => `case-${c.case_key}`));
    const records = due.map((c) => {
      const facts = statistics.get(c.id) ?? recounted.get(c.id);
      return this.auditRecord(context, {
        type: 'CaseRetentionExpired',
        data: {
          caseId: c.id,
          debtorKind: c.debtor_kind,
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
   * model list the case as due, and the stream's revision and first event (for the statistics) are all that
   * needs reading; otherwise (a notice or a relisting recorded since) the events themselves decide.
   */
  private async check(
    candidate: ExpiredCase,
    cutoff: string,
  ): Promise<{ due: boolean; statistics: CaseStatisticsFacts | null }> {
    const stream = `case-${candidate.case_key}`;
    const first = await this.store.readStream<CaseEvent>(stream, { maxCount: 1 });
    if (first.revision === 'no_stream') return { due: true, statistics: null }; // deleted by an interrupted attempt
    const imported = first.events[0];
    const statistics = imported?.type === 'CaseImported' ? caseStatisticsFacts(imported.data.notice) : null;
    if (Number(first.revision) + 1 === candidate.notice_count) return { due: true, statistics };
    const { events } = await this.store.readStream<CaseEvent>(stream);
    const due = events.every(
      (event) => event.type === 'CaseNoticeRelisted' || event.data.notice.publicationDate <= cutoff,
    );
    return { due, statistics };
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
