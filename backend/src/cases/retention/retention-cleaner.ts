import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import type { EventMetadata, NewEvent } from '../../platform/event-store/event.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { checkpointAndTruncateWal } from '../../platform/sqlite/open-database.js';
import type { CaseEvent, DebtorKind, RetentionEvent } from '../domain/events.js';
import { retentionStream } from '../domain/events.js';
import { retentionClass, retentionCutoff } from '../domain/retention-policy.js';

export interface CleanupResult {
  readonly runId: string;
  readonly deleted: number;
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
}

interface Candidate {
  readonly id: number;
  readonly case_key: string;
  readonly debtor_kind: DebtorKind;
}

/**
 * Retention cleanup (DESIGN.md §6): every case whose latest publication is older than its retention period is
 * erased, not hidden. Per case: the write side is checked (a notice imported meanwhile keeps the case), the
 * case stream is hard-deleted (secure delete + WAL truncation in the store), then `CaseRetentionExpired` (ids,
 * kind and listing hashes only) is recorded, which makes the projections forget the case. A crash between the
 * two steps is repaired by the next run (deleting again is a no-op). Afterwards the read model's WAL is
 * truncated, so no copy of an erased row stays in any file.
 */
@Injectable()
export class RetentionCleaner {
  private readonly logger = new Logger('Retention');
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  /** One cleanup at a time: a manual one during the scheduled one runs right after it. */
  run(trigger: 'manual' | 'scheduled', actorId: string): Promise<CleanupResult> {
    const result = this.tail.then(() => this.cleanup(trigger, actorId));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Cases due for erasure now, by kind (the admin dashboard's "pending deletion"). */
  pending(): { individuals: number; companies: number } {
    const counts = { individuals: 0, companies: 0 };
    for (const candidate of this.candidates(berlinDate(this.clock.now()))) {
      counts[retentionClass(candidate.debtor_kind)]++;
    }
    return counts;
  }

  private async cleanup(trigger: 'manual' | 'scheduled', actorId: string): Promise<CleanupResult> {
    const startedAt = this.clock.now();
    const today = berlinDate(startedAt);
    const cutoffs = this.cutoffs(today);
    const runId = randomUUID();
    // The read model must show every notice recorded so far before it is asked what expired.
    await this.projections.waitFor(await this.store.headPosition());
    const counts = { individuals: 0, companies: 0 };
    const stream = retentionStream(today);
    for (const candidate of this.candidates(today)) {
      const kind = retentionClass(candidate.debtor_kind);
      if (!(await this.stillExpired(candidate.case_key, cutoffs[kind]))) continue;
      const knownListings = this.knownListings(candidate.id);
      await this.store.deleteStream(`case-${candidate.case_key}`);
      await this.append(stream, actorId, runId, {
        type: 'CaseRetentionExpired',
        data: { caseId: candidate.id, debtorKind: candidate.debtor_kind, knownListings },
      });
      counts[kind]++;
    }
    const total = counts.individuals + counts.companies;
    const completed = await this.append(stream, actorId, runId, {
      type: 'RetentionCleanupCompleted',
      data: {
        runId,
        trigger,
        individualsDeleted: counts.individuals,
        companiesDeleted: counts.companies,
        totalDeleted: total,
        cutoffs,
        startedAt: startedAt.toISOString(),
        completedAt: this.clock.now().toISOString(),
      },
    });
    await this.projections.waitFor(completed);
    if (total > 0) this.compactSearchIndex();
    if (total > 0 && !checkpointAndTruncateWal(this.db)) {
      this.logger.warn('read-model WAL not truncated (readers busy); the next checkpoint overwrites it');
    }
    this.logger.log(`cleanup ${trigger}: ${counts.individuals} individuals, ${counts.companies} companies erased`);
    return { runId, deleted: total, individualsDeleted: counts.individuals, companiesDeleted: counts.companies };
  }

  /**
   * FTS5 keeps page separator terms (the first term of each index page) until its segments are merged, even with
   * secure-delete on: merging everything into one segment built from the remaining rows drops every token of
   * the erased cases; the freed pages are zeroed by `secure_delete`.
   */
  private compactSearchIndex(): void {
    try {
      this.db.exec("INSERT INTO rm_cases_fts(rm_cases_fts) VALUES('optimize')");
    } catch (error) {
      if (!readModelMissing(error)) throw error;
    }
  }

  private cutoffs(today: string) {
    return {
      individuals: retentionCutoff(today, this.config.retention.individualsDays),
      companies: retentionCutoff(today, this.config.retention.companiesDays),
    };
  }

  private candidates(today: string): Candidate[] {
    const cutoffs = this.cutoffs(today);
    try {
      return this.db
        .prepare(
          `SELECT id, case_key, debtor_kind FROM rm_cases
           WHERE (debtor_kind = 'company' AND publication_date <= ?)
              OR (debtor_kind <> 'company' AND publication_date <= ?)
           ORDER BY id`,
        )
        .all(cutoffs.companies, cutoffs.individuals) as unknown as Candidate[];
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }

  /** The write side decides: a publication after the cutoff (imported a moment ago) keeps the case. */
  private async stillExpired(caseKey: string, cutoff: string): Promise<boolean> {
    const { events } = await this.store.readStream<CaseEvent>(`case-${caseKey}`);
    return events.every((event) => event.type === 'CaseNoticeRelisted' || event.data.notice.publicationDate <= cutoff);
  }

  private knownListings(caseId: number): { fingerprint: string; publicationDate: string }[] {
    return (
      this.db
        .prepare('SELECT fingerprint, publication_date FROM rm_known_notices WHERE case_id = ? ORDER BY fingerprint')
        .all(caseId) as { fingerprint: string; publication_date: string }[]
    ).map((row) => ({ fingerprint: row.fingerprint, publicationDate: row.publication_date }));
  }

  private async append(stream: string, actorId: string, runId: string, event: RetentionEvent): Promise<bigint> {
    const key = event.type === 'CaseRetentionExpired' ? `case:${event.data.caseId}` : `run:${runId}`;
    const metadata: EventMetadata = {
      // Deterministic per case: a repeated erasure of the same case on the same day is stored once.
      eventId: deterministicEventId(`retention:${stream}:${key}`, 0),
      correlationId: runId,
      causationId: null,
      actorId,
      occurredAt: this.clock.now().toISOString(),
      schemaVersion: 1,
    };
    const result = await this.store.append(stream, [{ ...event, metadata } as NewEvent], { expectedRevision: 'any' });
    return result.position;
  }
}
