import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AlertMailLock } from '../digest/alert-mail-lock.js';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../match-log/match-log.port.js';
import { ImmediateBatch, type ImmediateBatchSummary } from './immediate-batch.js';

/** The sender's cursor in the match log, and the end of the batch it took on (kept before its mails go). */
export const IMMEDIATE_CONSUMER = 'immediate-mail';
export const IMMEDIATE_PLANNED = 'immediate-mail:planned';
/** The poll besides the in-process wake-up (the matcher may write in another process). */
export const IMMEDIATE_POLL_MS = 3_000;
/** After a wake-up: the rest of the import's matches arrive within this, so they share one mail. */
export const IMMEDIATE_SETTLE_MS = 500;
/**
 * The loop sends once the log has had no new entry for this long: a poll records its notices a few hundred
 * milliseconds apart (one detail request each), and one mail per recipient per poll is the promise, not one per
 * notice. Measured here, in this process (monotonic), so it holds when the matcher writes in another process and
 * whatever the application clock says.
 */
export const IMMEDIATE_QUIET_MS = 3_000;
/** …but no match waits longer than this for a quiet moment (a long import still mails every half minute). */
export const IMMEDIATE_MAX_WAIT_MS = 30_000;
/** How long a shutdown waits for the batch in flight. */
const SHUTDOWN_WAIT_MS = 5_000;
/** Entries per batch: a poll's matches fit many times over. */
const BATCH_LIMIT = 5_000;

/**
 * Immediate mails (issue #30 item 2): a consumer of the match log that wakes on `onAppend` and polls every few
 * seconds, and hands each batch of new entries to `ImmediateBatch`. A batch's end is stored (`…:planned`)
 * before its mails go and the cursor moves past it after: a process killed in between takes the very same
 * batch again on its next start, so its mails get the same ids and the mail delivery sends none twice.
 * Runs where the digest runs (the embedded API, the scheduler worker on PROFILE=distributed), under the same
 * lock as the digest.
 */
@Injectable()
export class ImmediateSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ImmediateMails');
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private running: Promise<ImmediateBatchSummary> | null = null;
  private again = false;
  private stopped = true;
  /** What the loop saw waiting: the log's last entry, when it last grew, and since when anything waits. */
  private seenEnd = 0;
  private grewAt = 0;
  private waitingSince: number | null = null;

  constructor(
    @Inject(MATCH_LOG) private readonly log: MatchLog,
    private readonly batch: ImmediateBatch,
    private readonly lock: AlertMailLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.work.schedulers) this.start();
  }

  /** Lets a batch in flight finish, but not forever (a hung mail server must not hold the shutdown). */
  async onModuleDestroy(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.stop(), new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
    clearTimeout(timer);
  }

  /** Wakes on every append in this process and polls; the first run takes what waited meanwhile. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopListening = this.log.onAppend(() => this.wake(IMMEDIATE_SETTLE_MS));
    this.timer = setInterval(() => this.wake(0), IMMEDIATE_POLL_MS);
    this.timer.unref();
    this.wake(0);
  }

  /** No new runs; the one in flight finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * Sends what the log holds now (tests, and the loop once the log is quiet); a call during a run makes it go
   * round once more.
   */
  runOnce(): Promise<ImmediateBatchSummary> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.lock
      .run(() => this.drain())
      .then((summary) => {
        this.waitingSince = null;
        return summary;
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake(0);
        }
      });
    return this.running;
  }

  private wake(afterMs: number): void {
    if (this.stopped) return;
    const go = () => {
      if (this.stopped) return;
      this.whenQuiet()
        .then((ready) => (ready ? this.runOnce() : undefined))
        .catch((error: unknown) => this.logger.warn(`immediate mails: ${String(error)}`));
    };
    if (afterMs > 0) setTimeout(go, afterMs).unref();
    else go();
  }

  /**
   * True when the waiting matches should go now: nothing waits (a run finds nothing), the log has been quiet for
   * `IMMEDIATE_QUIET_MS`, or the oldest waiting match has waited `IMMEDIATE_MAX_WAIT_MS`. Otherwise it wakes
   * itself when the quiet time would be over.
   */
  private async whenQuiet(): Promise<boolean> {
    const done = await this.log.cursor(IMMEDIATE_CONSUMER);
    const planned = await this.log.cursor(IMMEDIATE_PLANNED);
    if (planned > done) return true; // a batch taken on before a crash: finish it now
    const latest = await this.log.after(done, BATCH_LIMIT);
    if (latest.length === 0) {
      this.waitingSince = null;
      return false;
    }
    const now = performance.now();
    const end = latest.at(-1)!.seq;
    if (end !== this.seenEnd) {
      this.seenEnd = end;
      this.grewAt = now;
    }
    this.waitingSince ??= now;
    const quietFor = now - this.grewAt;
    if (quietFor >= IMMEDIATE_QUIET_MS || now - this.waitingSince >= IMMEDIATE_MAX_WAIT_MS) return true;
    this.wake(Math.ceil(Math.min(IMMEDIATE_QUIET_MS - quietFor, IMMEDIATE_MAX_WAIT_MS - (now - this.waitingSince))));
    return false;
  }

  /** Every batch the log holds, each to its end. */
  private async drain(): Promise<ImmediateBatchSummary> {
    const total: ImmediateBatchSummary = { mails: 0, sent: 0, failed: 0, capped: 0 };
    for (;;) {
      const done = await this.log.cursor(IMMEDIATE_CONSUMER);
      const planned = await this.log.cursor(IMMEDIATE_PLANNED);
      let entries: LoggedMatch[];
      let end: number;
      if (planned > done) {
        // A batch taken on before a crash: exactly its entries again (some may be erased meanwhile).
        entries = await this.entriesUpTo(done, planned);
        end = planned;
      } else {
        entries = await this.log.after(done, BATCH_LIMIT);
        if (entries.length === 0) return total;
        end = entries.at(-1)!.seq;
        await this.log.advance(IMMEDIATE_PLANNED, end);
      }
      const summary = await this.batch.deliver(entries, `b${done}-${end}`);
      await this.log.advance(IMMEDIATE_CONSUMER, end);
      total.mails += summary.mails;
      total.sent += summary.sent;
      total.failed += summary.failed;
      total.capped += summary.capped;
      if (summary.mails > 0 || summary.capped > 0) {
        this.logger.log(
          `batch ${done + 1}–${end}: ${summary.mails} immediate mails, ${summary.capped} alerts over the daily cap`,
        );
      }
    }
  }

  private async entriesUpTo(done: number, planned: number): Promise<LoggedMatch[]> {
    const entries: LoggedMatch[] = [];
    let from = done;
    for (;;) {
      const page = (await this.log.after(from, BATCH_LIMIT)).filter((e) => e.seq <= planned);
      entries.push(...page);
      if (page.length < BATCH_LIMIT) return entries;
      from = page.at(-1)!.seq;
    }
  }
}
