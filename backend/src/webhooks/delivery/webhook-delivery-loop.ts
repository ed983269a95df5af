import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MATCH_LOG, type MatchLog } from '../../alerts/match-log/match-log.port.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { runsWebhookDelivery } from './runs-webhook-delivery.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookSender } from './webhook-sender.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from './webhook-delivery-store.port.js';

/** The delivery log keeps 14 days and the last 100 deliveries of each endpoint. */
const LOG_DAYS = 14;
const LOG_KEEP = 100;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** A round longer than this is reported with where its time went (dispatch or send). */
const SLOW_ROUND_MS = 5_000;

/**
 * Runs the dispatcher and the sender in this process (the embedded API; the scheduler worker on the distributed
 * profile: `runsWebhookDelivery`). One loop: dispatch what the match log holds, send what is due, then wait for
 * the next match (the log's wake-up in this process), the next due retry, or the poll interval, whichever is
 * first. Everything it works from is durable (log cursor, delivery queue), so a killed process loses nothing: the
 * next one continues, re-sending an interrupted POST with its `webhook-id` after the lease.
 */
@Injectable()
export class WebhookDeliveryLoop implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private stopped = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private woken = false;
  private unsubscribe: (() => void) | null = null;
  private lastPrune = 0;

  constructor(
    private readonly dispatcher: WebhookDispatcher,
    private readonly sender: WebhookSender,
    @Inject(MATCH_LOG) private readonly log: MatchLog,
    @Inject(WEBHOOK_DELIVERY_STORE) private readonly store: WebhookDeliveryStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsWebhookDelivery(this.config)) return;
    this.unsubscribe = this.log.onAppend(() => this.poke());
    this.running = this.loop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.poke();
    await this.running;
  }

  /** Wakes the loop now (a new match, a test wanting a round). */
  poke(): void {
    this.woken = true;
    this.wake?.();
  }

  /** One round: dispatch, send, prune now and then. Public for tests that drive delivery themselves. */
  async round(): Promise<void> {
    const started = performance.now();
    const enqueued = await this.dispatcher.dispatchPending();
    const dispatched = performance.now();
    let attempts = 0;
    // Keep sending while rounds find work (a backlog larger than one claim).
    while (!this.stopped) {
      const sent = await this.sender.sendDue();
      if (sent === 0) break;
      attempts += sent;
    }
    const took = performance.now() - started;
    if (took > SLOW_ROUND_MS) {
      this.logger.warn(
        `slow webhook round: ${Math.round(took)} ms (dispatch ${Math.round(dispatched - started)} ms, ` +
          `${enqueued} enqueued; send ${Math.round(performance.now() - dispatched)} ms, ${attempts} attempts)`,
      );
    }
    const now = this.clock.now().getTime();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.store.prune(new Date(now - LOG_DAYS * 24 * 60 * 60 * 1000), LOG_KEEP);
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      try {
        await this.round();
      } catch (error) {
        this.logger.warn(`webhook delivery round failed: ${(error as Error).message}`);
      }
      if (this.stopped) return;
      if (this.woken) continue;
      await this.sleep(await this.waitMs());
    }
  }

  private async waitMs(): Promise<number> {
    const poll = this.config.webhooks.pollMs;
    const due = await this.store.nextDue().catch(() => null);
    if (!due) return poll;
    return Math.max(50, Math.min(poll, due.getTime() - this.clock.now().getTime()));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }
}
