import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { handleCommand } from '../../platform/command-handling/handle-command.js';
import { retryOnConflict } from '../../platform/command-handling/retry-on-conflict.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { StreamDeletedError } from '../../platform/event-store/errors.js';
import { caseDecider } from '../domain/case-decider.js';
import { caseKey } from '../domain/case-key.js';
import { CaseStreams } from '../domain/case-streams.js';
import type { CaseNotice } from '../domain/case-notice.js';
import { reserveCaseId } from './reserve-case-id.js';

export interface ImportCaseResult {
  readonly caseId: number;
  /** `erased`: the case was erased by retention (its stream is tombstoned); nothing is recorded again. */
  readonly outcome: 'imported' | 'published' | 'corrected' | 'withdrawn' | 'unchanged' | 'erased';
}

/**
 * ImportCase: read the case stream, fold, decide, append with the revision read. The command id is the
 * notice fingerprint, so a retry after a crash produces the same event ids and is stored once.
 */
@Injectable()
export class ImportCaseHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly streams: CaseStreams,
  ) {}

  async execute(
    notice: CaseNotice,
    context: { correlationId: string; vanishedListings?: readonly string[] },
  ): Promise<ImportCaseResult> {
    const key = caseKey(notice.court, notice.caseNumber);
    const stream = this.streams.of(key);
    try {
      // Two notices of one case imported in parallel: the loser re-reads and decides again.
      return await retryOnConflict(5, async () => {
        const now = this.clock.now();
        const existing = await this.store.readStream(stream, { maxCount: 1 });
        const caseId =
          existing.events.length > 0
            ? (existing.events[0].data as { caseId: number }).caseId
            : await reserveCaseId(this.store, this.streams.idKeyHash(key), {
                now,
                correlationId: context.correlationId,
              });
        const result = await handleCommand(
          this.store,
          stream,
          caseDecider,
          {
            type: 'ImportCase',
            caseId,
            caseKey: key,
            notice,
            at: now.toISOString(),
            ...(context.vanishedListings?.length ? { vanishedListings: context.vanishedListings } : {}),
          },
          {
            actorId: 'system:importer',
            now,
            commandId: `notice:${notice.fingerprint}`,
            correlationId: context.correlationId,
          },
        );
        const event = result.newEvents[0];
        return { caseId, outcome: OUTCOMES[event?.type ?? 'none'] ?? 'unchanged' };
      });
    } catch (error) {
      if (error instanceof StreamDeletedError) return { caseId: 0, outcome: 'erased' };
      throw error;
    }
  }

  /**
   * WithdrawNotice: the recorded publication seen under `listingFingerprint` is no longer listed by the portal
   * (`listed`: every row of its day's complete listing). The command id names the row, so a retry records once.
   */
  async withdraw(
    key: string,
    listingFingerprint: string,
    listed: ReadonlySet<string>,
    context: { correlationId: string },
  ): Promise<ImportCaseResult> {
    try {
      return await retryOnConflict(5, async () => {
        const now = this.clock.now();
        const result = await handleCommand(
          this.store,
          this.streams.of(key),
          caseDecider,
          { type: 'WithdrawNotice', caseKey: key, listingFingerprint, listed, at: now.toISOString() },
          {
            actorId: 'system:importer',
            now,
            commandId: `withdraw:${listingFingerprint}`,
            correlationId: context.correlationId,
          },
        );
        const event = result.newEvents[0];
        const caseId = (event?.data as { caseId?: number } | undefined)?.caseId ?? 0;
        return { caseId, outcome: event ? 'withdrawn' : 'unchanged' };
      });
    } catch (error) {
      if (error instanceof StreamDeletedError) return { caseId: 0, outcome: 'erased' };
      throw error;
    }
  }
}

const OUTCOMES: Record<string, ImportCaseResult['outcome']> = {
  CaseImported: 'imported',
  CaseNoticePublished: 'published',
  CaseNoticeCorrected: 'corrected',
};
