import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import {
  EVENT_STORE,
  type EventStore,
  type EventStoreSubscription,
} from '../../platform/event-store/event-store.port.js';
import type { RecordedEvent } from '../../platform/event-store/event.js';
import { backgroundTurn } from '../../platform/background/background-turns.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../platform/health/health-registry.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { ensureMatcherSchema, readCheckpoint, writeCheckpoint } from '../read-model/sqlite/matcher-schema.js';
import { NEW_CASES_TOPIC, toNewCaseMessage, type NewCaseMessage } from './new-case-message.js';

const CHECKPOINT = 'new-case-feed';

/**
 * The new-case feed (DESIGN.md §9): a checkpointed reactor that relays case events from the event store to
 * the message bus. The checkpoint is stored only after the bus accepted the batch, so a crash re-publishes
 * (at least once; the matcher de-duplicates by event id). A failure stops the subscription, shows in
 * /api/health and is retried from the stored checkpoint with backoff.
 */
@Injectable()
export class NewCaseFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NewCaseFeed');
  private subscription: EventStoreSubscription | undefined;
  private checkpoint = 0n;
  private running = false;
  private lastError: string | null = null;
  private retryDelayMs = 200;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly waiters: { position: bigint; resolve: () => void }[] = [];

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(HEALTH_REGISTRY) private readonly health: HealthRegistry,
  ) {}

  onApplicationBootstrap(): void {
    ensureMatcherSchema(this.db);
    this.health.register('new-case-feed', async () => {
      const lag = await this.store.countAfter(this.checkpoint);
      return {
        name: 'new-case-feed',
        status: this.lastError === null && this.running ? 'ok' : 'degraded',
        details: { checkpoint: this.checkpoint.toString(), lag, lastError: this.lastError },
      };
    });
    this.running = true;
    this.subscribe();
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    clearTimeout(this.retryTimer);
    await this.subscription?.stop();
  }

  /** Resolves once the feed has relayed the log up to `position` (and the in-process matcher handled it). */
  waitFor(position: bigint): Promise<void> {
    if (this.checkpoint >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  private subscribe(): void {
    this.checkpoint = readCheckpoint(this.db, CHECKPOINT);
    this.subscription = this.store.subscribeToAll({
      after: this.checkpoint,
      batchSize: 500,
      onEvents: (events) => this.relay(events),
      onError: (error) => this.retry(error),
    });
  }

  private async relay(events: RecordedEvent[]): Promise<void> {
    // Building the messages costs about as much as reading the events: a background slice of its own.
    await backgroundTurn();
    const messages = events
      .map(toNewCaseMessage)
      .filter((m): m is NewCaseMessage => m !== null)
      .map((payload) => ({ key: String(payload.caseId), payload }));
    if (messages.length > 0) await this.bus.publish(NEW_CASES_TOPIC, messages);
    const last = events[events.length - 1].position;
    writeCheckpoint(this.db, CHECKPOINT, last);
    this.checkpoint = last;
    this.lastError = null;
    this.retryDelayMs = 200;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i].position <= last) this.waiters.splice(i, 1)[0].resolve();
    }
  }

  private retry(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
    this.logger.error(
      `relay failed at checkpoint ${this.checkpoint}: ${this.lastError}; retrying in ${this.retryDelayMs} ms`,
    );
    if (!this.running) return;
    this.retryTimer = setTimeout(() => {
      if (this.running) this.subscribe();
    }, this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
  }
}
