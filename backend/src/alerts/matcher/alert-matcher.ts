import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { backgroundTurn, sliceDeadline, sliceOver } from '../../platform/background/background-turns.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import {
  MESSAGE_BUS,
  type BusMessage,
  type BusSubscription,
  type MessageBus,
} from '../../platform/message-bus/message-bus.port.js';
import { NEW_CASES_TOPIC, type NewCaseMessage } from '../new-case-feed/new-case-message.js';
import {
  MATCH_RECORDING,
  type MatchRecording,
  type MatcherWrite,
  type NoticeMatches,
} from '../read-model/ports/match-recording.port.js';
import { MATCHER_PARKING, type MatcherParking } from '../read-model/ports/matcher-parking.port.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import {
  PORTFOLIO_NOTICE_MATCHER,
  type PortfolioNoticeMatcher,
} from '../portfolio-alerts/portfolio-notice-matcher.port.js';
import { CASE_INDEX, type CaseIndex } from '../read-model/ports/case-index.port.js';
import { DEBTOR_FILE_LINKS, type DebtorFileLinks } from '../read-model/ports/debtor-file-links.port.js';
import {
  alertedBefore,
  type FileFollowing,
  noticeMatches,
  noticeMatchesOfBatch,
  noticePosition,
  validPosition,
  type PortfolioAlerts,
} from './notice-matches.js';
import { MatcherStopping, READ_MODEL_WAIT_MS, ReadModelsLagBehind, readModelsAt } from './read-models-at.js';
import { chunkEnd, ERASURES_PER_SLICE, erasuresIn, runsOfErasures } from './slice-runs.js';

export const MATCHER_GROUP = 'alert-matcher';
/** Attempts per message before it is parked; the retries cover a busy database or a lagging read model. */
export const MAX_ATTEMPTS = 3;

/**
 * A parked message is tried again on its own (issue #28: after a full disk, parked messages stayed until a manual
 * replay): 30 s after its parking, then after each failed retry twice as long, at most an hour.
 */
export const PARKED_RETRY_MS = 30_000;
const PARKED_RETRY_MAX_MS = 3_600_000;
/** How often the matcher looks for parked messages due for a retry. */
const PARKED_CHECK_MS = 15_000;

/** When a parked message is due: its parking time plus the wait of its attempts (see `PARKED_RETRY_MS`). */
export function parkedRetryAt(parkedAt: string, attempts: number): number {
  const wait = Math.min(PARKED_RETRY_MS * 2 ** Math.max(0, attempts - MAX_ATTEMPTS), PARKED_RETRY_MAX_MS);
  return Date.parse(parkedAt) + wait;
}

/** What this process's matcher did since it started (the store keeps the rest: positions, parked messages). */
export interface MatcherStats {
  readonly running: boolean;
  readonly handled: number;
  readonly lastError: string | null;
}
type CaseNotice = Extract<NewCaseMessage, { kind: 'case-notice' }>;

/**
 * The alert matcher (docs/DESIGN.md §9, issue #15): consumes the new-case feed at least once, in the API process
 * (`ALERT_MATCHER=in-process`) or in `npm run worker -- alerts`. It shares nothing in memory with the feed or the
 * projections: the message carries the notice's matching facts, the subscriptions come from their read model
 * once its stored checkpoint reached the case's position (`readModelsAt`), and everything it decides goes into
 * the match store in one transaction with the event id (de-duplication) and its committed position (what the
 * digest reports its lag against). It never throws out of its consume loop: a message that fails
 * `MAX_ATTEMPTS` times is parked with its error, counted in /api/health, and the feed goes on. A `case-erased`
 * message removes everything the match store knows about the case.
 */
@Injectable()
export class AlertMatcher {
  private readonly logger = new Logger('AlertMatcher');
  private subscription: BusSubscription | undefined;
  private handled = 0;
  private lastError: string | null = null;
  private stopping = false;
  /** How long one wait for lagging read models lasts before health shows it (tests shorten it). */
  readModelWaitMs = READ_MODEL_WAIT_MS;
  private parkedTimer: NodeJS.Timeout | undefined;
  private retrying: Promise<unknown> | null = null;

  constructor(
    @Inject(MATCH_RECORDING) private readonly matches: MatchRecording,
    @Inject(MATCHER_PARKING) private readonly parking: MatcherParking,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(CLOCK) private readonly clock: Clock,
    // Portfolio alerts (issue #31) where the portfolios module provides them.
    @Optional()
    @Inject(PORTFOLIO_NOTICE_MATCHER)
    private readonly portfolios: PortfolioNoticeMatcher | null = null,
    // Alerts follow debtor files (issue #32) where the read model `debtor-files` is provided.
    @Optional()
    @Inject(DEBTOR_FILE_LINKS)
    private readonly files: DebtorFileLinks | null = null,
    @Optional()
    @Inject(CASE_INDEX)
    private readonly caseIndex: CaseIndex | null = null,
  ) {}

  private fileFollowing(): FileFollowing | undefined {
    return this.files && this.caseIndex ? { links: this.files, index: this.caseIndex } : undefined;
  }

  /**
   * The read models a notice is matched against: the subscriptions and saved searches, and the debtor files (a
   * link the notice makes is known when the matcher decides): the lowest of their applied positions.
   */
  private readonly readModels = {
    appliedUpTo: async (): Promise<bigint> => {
      const subscriptions = await this.queries.appliedUpTo();
      if (!this.files) return subscriptions;
      const files = await this.files.appliedUpTo();
      return files < subscriptions ? files : subscriptions;
    },
  };

  /** Read once per start: `migrate-data` records it before the distributed processes first start. */
  private alertedBefore: Promise<bigint> | null = null;

  /** Whether the installation this one was migrated from alerted the notice already (`alertedBefore`). */
  private async wasAlertedBefore(message: CaseNotice): Promise<boolean> {
    const position = validPosition(message);
    if (position === null) return false; // the normal path refuses it
    this.alertedBefore ??= this.parking.alertedBeforeThrough().catch((error: unknown) => {
      this.alertedBefore = null;
      throw error;
    });
    return position <= (await this.alertedBefore);
  }

  private portfolioAlerts(): PortfolioAlerts | undefined {
    return this.portfolios ? { matcher: this.portfolios, at: this.clock.now().toISOString() } : undefined;
  }

  /** Joins the matcher's consumer group: from now on this process matches (its share of) the feed. */
  start(): void {
    if (this.subscription) return;
    this.stopping = false;
    this.alertedBefore = null;
    this.subscription = this.bus.subscribe<NewCaseMessage>(NEW_CASES_TOPIC, {
      group: MATCHER_GROUP,
      handle: (messages) => this.handleBatch(messages),
    });
    this.parkedTimer = setInterval(() => {
      this.retrying ??= this.retryParked()
        .catch((error: unknown) => this.logger.warn(`retry of parked messages failed: ${String(error)}`))
        .finally(() => (this.retrying = null));
    }, PARKED_CHECK_MS);
    this.parkedTimer.unref();
  }

  /** Leaves the group once the batch in flight is recorded (its offsets are then committed by the bus). */
  async stop(): Promise<void> {
    // A batch waiting for lagging read models gives up at once (unconfirmed, so it comes again).
    this.stopping = true;
    clearInterval(this.parkedTimer);
    await this.retrying;
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
  }

  stats(): MatcherStats {
    return { running: this.subscription !== undefined, handled: this.handled, lastError: this.lastError };
  }

  parkedCount(): Promise<number> {
    return this.parking.parkedCount();
  }

  /**
   * Tries the parked messages that are due again (`parkedRetryAt`): a message parked while the store could not
   * write (disk full, a lost connection) is matched once writes succeed again, without an operator. One that
   * fails again is parked again with one more attempt (a longer wait). Messages without an event id stay parked.
   */
  async retryParked(limit = 50): Promise<{ resumed: number; failed: number }> {
    const now = this.clock.now();
    const result = { resumed: 0, failed: 0 };
    for (const parked of await this.parking.parkedMessages(limit)) {
      if (this.stopping) break;
      if (parked.eventId.startsWith('invalid:') || parkedRetryAt(parked.parkedAt, parked.attempts) > now.getTime()) {
        continue;
      }
      const message = parked.payload as NewCaseMessage;
      try {
        const position = message?.kind === 'case-notice' ? validPosition(message) : null;
        if (position !== null) await this.subscriptionsUpTo(position);
        const write = await this.writeOf([message], { includeProcessed: true });
        await this.parking.resumeParked(parked.eventId, write, this.clock.now().toISOString());
        result.resumed += 1;
      } catch (error) {
        if (error instanceof MatcherStopping) break;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        await this.park(message, parked.attempts + 1, reason);
        result.failed += 1;
      }
    }
    if (result.resumed > 0) this.logger.log(`${result.resumed} parked messages matched on retry`);
    return result;
  }

  /**
   * A batch is matched and recorded in background slices (`backgroundTurn`), one store write per slice (one
   * commit for many cases instead of one per case), each message on its own (a run of erasures together): a
   * message that fails there is rolled back alone and takes the slow path (retries, then parking) after the
   * batch, as does each message of a failed run.
   */
  async handleBatch(messages: readonly BusMessage<NewCaseMessage>[]): Promise<void> {
    const payloads = messages.map((message) => message.payload);
    const positions = payloads
      .filter((p) => p?.kind === 'case-notice')
      .map(validPosition)
      .filter((p): p is bigint => p !== null);
    const runs = runsOfErasures(payloads);
    const slow: NewCaseMessage[] = [];
    let next = 0;
    try {
      if (positions.length > 0) await this.subscriptionsUpTo(positions.reduce((a, b) => (a > b ? a : b)));
      while (next < runs.length) {
        await backgroundTurn();
        // Stopping after a slice of a long batch: what was recorded stays (a message matched once is skipped when
        // the batch comes again), the batch is not confirmed. A batch on a slow read store ran on for half a minute
        // past the worker's stop otherwise. A batch of one slice is finished, as before.
        if (this.stopping && next > 0) throw new MatcherStopping();
        next = await this.applySlice(runs, next, slow);
      }
    } catch (error) {
      if (error instanceof MatcherStopping) throw error;
      // What was not recorded takes the slow path.
      this.lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      slow.push(...runs.slice(next).flat());
    }
    for (const payload of slow) {
      if (this.stopping) throw new MatcherStopping();
      await this.handleWithRetries(payload);
    }
  }

  /**
   * Decides the runs from `from` on that fit into one slice (its deadline, and at most `ERASURES_PER_SLICE`
   * erased cases: their cost is in the write, after the deadline was checked) and records them in one store write; adds the
   * messages that failed to `slow` once it was recorded. Returns the index of the first run not applied. The
   * SQLite adapters answer without waiting, so a slice runs without yielding to other work.
   */
  private async applySlice(runs: readonly NewCaseMessage[][], from: number, slow: NewCaseMessage[]): Promise<number> {
    const deadline = sliceDeadline();
    const at = this.clock.now().toISOString();
    const failed: NewCaseMessage[] = [];
    const writes: { write: MatcherWrite; run: NewCaseMessage[] }[] = [];
    let next = from;
    let erasures = 0;
    do {
      const chunk = runs.slice(next, chunkEnd(runs, next, ERASURES_PER_SLICE - erasures));
      next += chunk.length;
      erasures += chunk.reduce((n, run) => n + erasuresIn(run), 0);
      let chunkWrites: (MatcherWrite | null)[] | null = null;
      try {
        chunkWrites = await this.writesOf(chunk);
      } catch {
        // Which run failed is unknown: each is decided alone.
      }
      for (const [i, run] of chunk.entries()) {
        try {
          const write = chunkWrites ? chunkWrites[i] : await this.writeOf(run);
          if (write) writes.push({ write, run });
        } catch {
          failed.push(...run);
        }
      }
    } while (next < runs.length && !sliceOver(deadline) && erasures < ERASURES_PER_SLICE);
    const unrecorded = new Set(
      await this.matches.recordAll(
        writes.map((w) => w.write),
        at,
      ),
    );
    for (const { write, run } of writes) if (unrecorded.has(write)) failed.push(...run);
    this.handled += runs.slice(from, next).reduce((n, run) => n + run.length, 0) - failed.length;
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
        if (error instanceof MatcherStopping) throw error;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (attempt >= MAX_ATTEMPTS) {
          await this.park(message, attempt, reason);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20 * 4 ** (attempt - 1)));
      }
    }
  }

  private async handle(message: NewCaseMessage): Promise<void> {
    const position = message?.kind === 'case-notice' ? validPosition(message) : null;
    if (position !== null) await this.subscriptionsUpTo(position);
    const write = await this.writeOf([message]);
    if (write) await this.matches.record(write, this.clock.now().toISOString());
  }

  /**
   * `writeOf` for several runs, with one de-duplication read and one candidate read for all their notices
   * (`noticeMatchesOfBatch`) instead of two per notice. Throws when any run would.
   */
  private async writesOf(runs: readonly NewCaseMessage[][]): Promise<(MatcherWrite | null)[]> {
    if (runs.length === 1) return [await this.writeOf(runs[0])];
    const messages = runs.flat();
    for (const message of messages) {
      if (typeof message?.eventId !== 'string' || !Number.isInteger(message.caseId)) {
        throw new TypeError('message without eventId or caseId');
      }
    }
    const done = await this.matches.processed(messages.map((message) => message.eventId));
    const notices: CaseNotice[] = [];
    const writes = runs.map((run): MatcherWrite | CaseNotice | null => {
      if (run.length > 1 || run[0].kind === 'case-erased') {
        const fresh = run.filter((message) => !done.has(message.eventId));
        return fresh.length === 0
          ? null
          : {
              kind: 'erasures',
              erasures: fresh.map((message) => ({
                caseId: message.caseId,
                eventId: message.eventId,
                position: noticePosition(message),
              })),
            };
      }
      const message = run[0];
      if (done.has(message.eventId)) return null;
      if (message.kind !== 'case-notice')
        throw new TypeError(`unknown message kind ${String((message as { kind?: unknown }).kind)}`);
      notices.push(message);
      return message;
    });
    const known: CaseNotice[] = [];
    const alerting: CaseNotice[] = [];
    for (const notice of notices) ((await this.wasAlertedBefore(notice)) ? known : alerting).push(notice);
    const matched = new Map<CaseNotice, NoticeMatches>(known.map((notice) => [notice, alertedBefore(notice)]));
    const batch = await noticeMatchesOfBatch(this.queries, alerting, this.portfolioAlerts(), this.fileFollowing());
    batch.forEach((matches, i) => matched.set(alerting[i]!, matches));
    return writes.map((write) => (write?.kind === 'case-notice' ? matched.get(write)! : write));
  }

  /** What one run records: a run of erasures, or one notice with its matches; nothing when already handled. */
  private async writeOf(
    run: readonly NewCaseMessage[],
    options: { includeProcessed?: boolean } = {},
  ): Promise<MatcherWrite | null> {
    for (const message of run) {
      if (typeof message?.eventId !== 'string' || !Number.isInteger(message.caseId)) {
        throw new TypeError('message without eventId or caseId');
      }
    }
    // A parked message counts as processed: its retry writes it anyway.
    const done = options.includeProcessed
      ? new Set<string>()
      : await this.matches.processed(run.map((message) => message.eventId));
    if (run.length > 1 || run[0].kind === 'case-erased') {
      const fresh = run.filter((message) => !done.has(message.eventId));
      return fresh.length === 0
        ? null
        : {
            kind: 'erasures',
            erasures: fresh.map((message) => ({
              caseId: message.caseId,
              eventId: message.eventId,
              position: noticePosition(message),
            })),
          };
    }
    const message = run[0];
    if (done.has(message.eventId)) return null;
    if (message.kind !== 'case-notice')
      throw new TypeError(`unknown message kind ${String((message as { kind?: unknown }).kind)}`);
    if (await this.wasAlertedBefore(message)) return alertedBefore(message);
    return noticeMatches(this.queries, message, this.portfolioAlerts(), this.fileFollowing());
  }

  /**
   * Subscriptions and saved searches recorded before the case event must be in the read models before matching.
   * However long the projections lag (a projections worker that restarts or catches up), the message waits: the
   * lag is not the message's fault, and parking it would lose its alerts. Only stopping ends the wait
   * (`MatcherStopping`: the batch is not confirmed and comes again); health shows the wait as the last error.
   */
  private async subscriptionsUpTo(position: bigint): Promise<void> {
    for (;;) {
      try {
        return await readModelsAt(this.readModels, position, this.readModelWaitMs, () => this.stopping);
      } catch (error) {
        if (!(error instanceof ReadModelsLagBehind)) throw error;
        this.lastError = `${error.name}: ${error.message}`;
        this.logger.warn(`waiting for the read models: ${error.message}`);
      }
    }
  }

  private async park(message: NewCaseMessage, attempts: number, reason: string): Promise<void> {
    this.lastError = reason;
    const eventId = typeof message?.eventId === 'string' ? message.eventId : `invalid:${this.clock.now().getTime()}`;
    const caseId = Number.isInteger(message?.caseId) ? message.caseId : null;
    const position = validPosition(message);
    // Logged with ids only: the payload holds a debtor's name tokens.
    this.logger.error(`message ${eventId} (case ${caseId ?? '?'}) parked after ${attempts} attempts: ${reason}`);
    await this.parking.park(
      { eventId, caseId, position, attempts, error: reason, payload: message ?? null },
      this.clock.now().toISOString(),
    );
  }
}
