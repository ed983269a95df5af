import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { backgroundTurn, sliceDeadline, sliceOver } from '../../platform/background/background-turns.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../platform/health/health-registry.js';
import {
  MESSAGE_BUS,
  type BusMessage,
  type BusSubscription,
  type MessageBus,
} from '../../platform/message-bus/message-bus.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { checkpointAndTruncateWal, inTransaction } from '../../platform/sqlite/open-database.js';
import { NEW_CASES_TOPIC, type NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { SUBSCRIPTIONS_PROJECTION } from '../subscription-commands.js';
import {
  alreadyProcessed,
  forgetCase,
  forgetCases,
  markProcessed,
  matchingSubscriptions,
  recordCaseNotice,
} from './match-case.js';
import { ensureMatcherSchema } from './matcher-schema.js';
import { ThrottledWalTruncation } from './throttled-wal-truncation.js';
import { recordSearchMatches, SAVED_SEARCHES_PROJECTION } from '../search-alerts/search-matches.js';

export const MATCHER_GROUP = 'alert-matcher';
/** Attempts per message before it is parked; the retries cover a busy database or a lagging read model. */
export const MAX_ATTEMPTS = 3;
/** How long a message waits for the subscriptions read model to include everything recorded before it. */
const READ_MODEL_WAIT_MS = 10_000;

type Erasure = Extract<NewCaseMessage, { kind: 'case-erased' }>;

const isErasure = (message: NewCaseMessage): message is Erasure =>
  message?.kind === 'case-erased' && typeof message.eventId === 'string' && Number.isInteger(message.caseId);

/** Erasures forgotten together: a few milliseconds of work, so a run fits into one background slice. */
const ERASURES_PER_RUN = 32;
/** At most one read-model WAL truncation per second after erasures (see ThrottledWalTruncation). */
const WAL_TRUNCATION_INTERVAL_MS = 1000;

/**
 * The messages in order, each alone except consecutive erasures (a cleanup's batch), which go together up to
 * `ERASURES_PER_RUN`: they are forgotten with one statement per table.
 */
function runsOfErasures(messages: readonly NewCaseMessage[]): NewCaseMessage[][] {
  const runs: NewCaseMessage[][] = [];
  for (const message of messages) {
    const last = runs.at(-1);
    if (last && last.length < ERASURES_PER_RUN && isErasure(message) && isErasure(last[0])) last.push(message);
    else runs.push([message]);
  }
  return runs;
}

/**
 * The alert matcher (DESIGN.md §9): consumes the new-case feed at least once and de-duplicates by event id
 * (the id is recorded in the same transaction as the matches). It never throws out of its consume loop: a
 * message that fails `MAX_ATTEMPTS` times is parked with its error, counted in /api/health, and the feed goes
 * on. A `case-erased` message removes everything the matcher knows about the case.
 */
@Injectable()
export class AlertMatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AlertMatcher');
  private subscription: BusSubscription | undefined;
  private handled = 0;
  private lastError: string | null = null;
  /** No old WAL frame of a forgotten case may survive; one truncation serves the erasures of a second. */
  private readonly walTruncation = new ThrottledWalTruncation(
    () => checkpointAndTruncateWal(this.db, 5),
    WAL_TRUNCATION_INTERVAL_MS,
    () => this.logger.warn('read-model WAL not truncated after a case erasure (readers busy); trying again'),
  );

  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(HEALTH_REGISTRY) private readonly health: HealthRegistry,
  ) {}

  onModuleInit(): void {
    ensureMatcherSchema(this.db);
    this.subscription = this.bus.subscribe<NewCaseMessage>(NEW_CASES_TOPIC, {
      group: MATCHER_GROUP,
      handle: (messages) => this.handleBatch(messages),
    });
    this.health.register('alert-matcher', () => {
      const parked = this.parkedCount();
      return {
        name: 'alert-matcher',
        status: parked > 0 ? 'degraded' : 'ok',
        details: { handled: this.handled, parked, lastError: this.lastError },
      };
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.walTruncation.flush();
  }

  parkedCount(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM alert_parked_messages').get() as { n: number }).n;
  }

  /**
   * A batch is matched and recorded in background slices (`backgroundTurn`), one transaction per slice (one
   * commit for many cases instead of one per case), each message in its own savepoint (a run of erasures in
   * one): a message that fails there is rolled back alone and takes the slow path (retries, then parking) after
   * the batch, as does each message of a failed run.
   */
  async handleBatch(messages: readonly BusMessage<NewCaseMessage>[]): Promise<void> {
    const payloads = messages.map((message) => message.payload);
    const positions = payloads
      .filter((p) => p?.kind === 'case-notice' && typeof p.position === 'string' && /^\d+$/.test(p.position))
      .map((p) => BigInt(p.position));
    const runs = runsOfErasures(payloads);
    const slow: NewCaseMessage[] = [];
    let next = 0;
    try {
      if (positions.length > 0) await this.subscriptionsUpTo(positions.reduce((a, b) => (a > b ? a : b)));
      while (next < runs.length) {
        await backgroundTurn();
        next = this.applySlice(runs, next, slow);
      }
    } catch (error) {
      // What was not committed takes the slow path.
      this.lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      slow.push(...runs.slice(next).flat());
    }
    for (const payload of slow) await this.handleWithRetries(payload);
    if (payloads.some((p) => p?.kind === 'case-erased')) this.walTruncation.request();
  }

  /**
   * Applies the runs from `from` on that fit into one slice, in one transaction; adds the messages that failed
   * to `slow` once it committed. Returns the index of the first run not applied.
   */
  private applySlice(runs: readonly NewCaseMessage[][], from: number, slow: NewCaseMessage[]): number {
    const deadline = sliceDeadline();
    const at = this.clock.now().toISOString();
    const failed: NewCaseMessage[] = [];
    let next = from;
    let applied = 0;
    inTransaction(this.db, () => {
      do {
        const run = runs[next++];
        try {
          inTransaction(this.db, () => {
            if (run.length === 1) this.apply(run[0], at);
            else forgetCases(this.db, run as Erasure[], at);
          });
          applied += run.length;
        } catch {
          failed.push(...run);
        }
      } while (next < runs.length && !sliceOver(deadline));
    });
    this.handled += applied;
    slow.push(...failed);
    return next;
  }

  private async handleWithRetries(message: NewCaseMessage): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.handle(message);
        this.handled += 1;
        return;
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (attempt >= MAX_ATTEMPTS) {
          this.park(message, attempt, reason);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20 * 4 ** (attempt - 1)));
      }
    }
  }

  private async handle(message: NewCaseMessage): Promise<void> {
    if (message?.kind === 'case-notice' && typeof message.position === 'string') {
      await this.subscriptionsUpTo(BigInt(message.position));
    }
    this.apply(message, this.clock.now().toISOString());
  }

  /** Synchronous: de-duplication, erasure or matching + recording of one message. */
  private apply(message: NewCaseMessage, at: string): void {
    if (typeof message?.eventId !== 'string' || !Number.isInteger(message.caseId)) {
      throw new TypeError('message without eventId or caseId');
    }
    if (alreadyProcessed(this.db, message.eventId)) return;
    if (message.kind === 'case-erased') return forgetCase(this.db, message.caseId, message.eventId, at);
    if (message.kind !== 'case-notice')
      throw new TypeError(`unknown message kind ${String((message as { kind?: unknown }).kind)}`);
    recordCaseNotice(this.db, message, matchingSubscriptions(this.db, message), at);
    recordSearchMatches(this.db, message, at);
  }

  /** Subscriptions and saved searches recorded before the case event must be in the read models before matching. */
  private async subscriptionsUpTo(position: bigint): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('subscriptions read model lags behind')), READ_MODEL_WAIT_MS);
    });
    try {
      await Promise.race([
        this.projections.waitFor(position, { only: [SUBSCRIPTIONS_PROJECTION, SAVED_SEARCHES_PROJECTION] }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private park(message: NewCaseMessage, attempts: number, reason: string): void {
    this.lastError = reason;
    const eventId = typeof message?.eventId === 'string' ? message.eventId : `invalid:${this.clock.now().getTime()}`;
    const caseId = Number.isInteger(message?.caseId) ? message.caseId : null;
    const at = this.clock.now().toISOString();
    // Logged with ids only: the payload holds a debtor's name tokens.
    this.logger.error(`message ${eventId} (case ${caseId ?? '?'}) parked after ${attempts} attempts: ${reason}`);
    inTransaction(this.db, () => {
      this.db
        .prepare(
          `INSERT OR REPLACE INTO alert_parked_messages (event_id, case_id, attempts, error, parked_at, payload)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(eventId, caseId, attempts, reason, at, JSON.stringify(message ?? null));
      if (caseId !== null) markProcessed(this.db, eventId, caseId, at);
    });
  }
}
