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
import { inTransaction } from '../../platform/sqlite/open-database.js';
import {
  ensureMatcherSchema,
  FEED_CHECKPOINT,
  FEED_PUBLISHED_CHECKPOINT,
  readCheckpoint,
  writeCheckpoint,
} from '../read-model/sqlite/matcher-schema.js';
import { NEW_CASES_TOPIC, toNewCaseMessage, type NewCaseMessage } from './new-case-message.js';

/**
 * The new-case feed (DESIGN.md §9): a checkpointed reactor that relays case events from the event store to
 * the message bus. The checkpoint is stored only after the bus accepted the batch, so a crash re-publishes
 * (at least once; the matcher de-duplicates by event id). With it goes the position of the last message
 * published, against which the matcher's committed position shows its lag. A failure stops the subscription,
 * shows in /api/health and is retried from the stored checkpoint with backoff. Nothing waits on the feed: the
 * matcher may run in another process (issue #15).
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

  private subscribe(): void {
    this.checkpoint = readCheckpoint(this.db, FEED_CHECKPOINT);
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
    inTransaction(this.db, () => {
      writeCheckpoint(this.db, FEED_CHECKPOINT, last);
      const published = messages.at(-1)?.payload.position;
      if (published !== undefined) writeCheckpoint(this.db, FEED_PUBLISHED_CHECKPOINT, BigInt(published));
    });
    this.checkpoint = last;
    this.lastError = null;
    this.retryDelayMs = 200;
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
