import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ACCOUNT_DATA_ERASERS, type AccountDataErasers } from '../../platform/account-data/account-data-erasers.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import type { DomainEvent, NewEvent } from '../../platform/event-store/event.js';
import { accountAuditStream, userStream, type AccountErased } from '../domain/events.js';
import { UserNotFound } from '../domain/user-decider.js';
import { EmailReservations } from '../email-reservation/email-reservations.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';
import {
  ACCOUNT_ERASURE_QUEUE_STREAM,
  unfinishedErasures,
  type AccountErasureFinished,
  type AccountErasureQueued,
  type AccountErasureQueueEvent,
} from './erasure-queue.js';

/** Pauses before the background retries of an erasure a step of which failed: 1 s, doubling up to 10 min. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 600_000];

/**
 * Erases a confirmed account at its user's request (docs/DESIGN.md §6, GDPR Art. 17), in idempotent steps:
 *   1. `AccountErasureQueued` on the erasure queue (ids only): from here on the erasure finishes, if need be on
 *      the next start (`onApplicationBootstrap`);
 *   2. `RequestAccountErasure` on `user-<id>`: the account closes; the read models forget it (accounts: user row,
 *      sessions, API keys; alerts: the owner's address and name), and this is awaited, so the next request with
 *      any of its tokens is 401;
 *   3. what the other modules keep of the user goes (`AccountDataErasers`: alerts and their opt-in records,
 *      saved searches, webhooks with secrets and delivery logs, portfolios, "Meine Fristen", claim-letter drafts);
 *   4. the audit record `AccountErased` (ids and times) goes to `useraudit-<id>`, its id derived from the user id;
 *   5. the address reservation is released (the address can register again), then `user-<id>` is hard-deleted
 *      (name, address, password hash, Stripe ids are in no event any more);
 *   6. `AccountErasureFinished` on the queue; the read store's leftover traces (SQLite WAL) are removed.
 * Each step finds its work done when repeated, so a crash anywhere is finished by running the whole again: on the
 * next start, and, when a step failed in a running process (a store briefly unavailable), by retries in the
 * background with growing pauses (`RETRY_DELAYS_MS`), so an erasure never waits for a restart.
 */
@Injectable()
export class AccountErasures implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Accounts');
  private retryTimer: NodeJS.Timeout | null = null;
  private retryAttempt = 0;
  private retrying: Promise<void> | null = null;

  constructor(
    private readonly commands: UserCommands,
    private readonly reservations: EmailReservations,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly accountData: AccountDataErasers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Erasures a previous process left unfinished are finished in the background (the API answers meanwhile). */
  onApplicationBootstrap(): void {
    if (this.config.role !== 'api') return;
    void this.finishUnfinished().catch((error: unknown) => {
      this.logger.warn(`unfinished account erasures not finished: ${(error as Error).message}`);
      this.scheduleRetry();
    });
  }

  onApplicationShutdown(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /**
   * Starts and completes the erasure of `userId` (the caller decided it may: `decideAccountDeletion`): 'finished',
   * or 'pending' when a step failed after the erasure was queued (it is finished by the background retries).
   */
  async erase(userId: string, subscriptionCancelled: boolean): Promise<'finished' | 'pending'> {
    const requestedAt = this.commands.now().toISOString();
    const queued: AccountErasureQueued = {
      type: 'AccountErasureQueued',
      data: { userId, requestedAt, subscriptionCancelled },
    };
    await this.appendOnce(ACCOUNT_ERASURE_QUEUE_STREAM, queued, `account-erasure-queued:${userId}`, userId);
    try {
      await this.finish(queued.data);
      return 'finished';
    } catch (error) {
      this.logger.warn(`erasure of account ${userId} not finished yet, retried: ${(error as Error).message}`);
      this.scheduleRetry();
      return 'pending';
    }
  }

  /** Resolves once no background retry is pending or running (for tests: waits for the condition). */
  async settled(): Promise<void> {
    while (this.retryTimer !== null || this.retrying !== null) {
      await (this.retrying ?? new Promise((resolve) => setTimeout(resolve, 50)));
    }
  }

  /** One retry after a pause that doubles per failed attempt (1 s … 10 min); none while one is pending. */
  private scheduleRetry(): void {
    if (this.retryTimer !== null || this.retrying !== null) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.retryAttempt, RETRY_DELAYS_MS.length - 1)];
    this.retryAttempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retrying = this.finishUnfinished().then(
        () => {
          this.retryAttempt = 0;
          this.retrying = null;
        },
        (error: unknown) => {
          this.logger.warn(`unfinished account erasures not finished: ${(error as Error).message}`);
          this.retrying = null;
          this.scheduleRetry();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  /** Finishes every erasure the queue shows unfinished; how many it finished. Public for tests (a "restart"). */
  async finishUnfinished(): Promise<number> {
    const { events } = await this.store.readStream<AccountErasureQueueEvent>(ACCOUNT_ERASURE_QUEUE_STREAM);
    const open = unfinishedErasures(events);
    // Each on its own: one that keeps failing must not hold up the others.
    const failures: string[] = [];
    for (const erasure of open) {
      await this.finish(erasure).catch((error: unknown) =>
        failures.push(`${erasure.userId}: ${(error as Error).message}`),
      );
    }
    const finished = open.length - failures.length;
    if (finished > 0) this.logger.log(`${finished} unfinished account erasure(s) finished`);
    if (failures.length > 0) throw new Error(`${failures.length} account erasure(s) failed (${failures.join('; ')})`);
    return finished;
  }

  private async finish({ userId, requestedAt, subscriptionCancelled }: AccountErasureQueued['data']): Promise<void> {
    let state = await this.commands.load(userId);
    if (state.userId !== null && state.erasureRequestedAt === null && !state.expired) {
      try {
        // Re-decided on a concurrent command (a login recorded meanwhile); closed meanwhile by another process's
        // finishing of the same erasure, it answers "not found" and the erasure goes on.
        ({ state } = await this.commands.execute(
          userId,
          { type: 'RequestAccountErasure', at: requestedAt },
          { actorId: userId },
        ));
      } catch (error) {
        if (!(error instanceof UserNotFound)) throw error;
        state = await this.commands.load(userId);
      }
    }
    await this.accountData.eraseAll(userId);
    const erasedAt = this.commands.now().toISOString();
    const record: AccountErased = {
      type: 'AccountErased',
      data: { userId, requestedAt, erasedAt, subscriptionCancelled },
    };
    await this.appendOnce(accountAuditStream(userId), record, `account-erased:${userId}`, userId);
    if (state.userId !== null) await this.reservations.release(state.email, userId);
    await this.store.deleteStream(userStream(userId));
    const finished: AccountErasureFinished = { type: 'AccountErasureFinished', data: { userId, erasedAt } };
    await this.appendOnce(ACCOUNT_ERASURE_QUEUE_STREAM, finished, `account-erasure-finished:${userId}`, userId);
    if (!(await this.accounts.purgeErasedAccountTraces())) {
      this.logger.warn('read-model WAL not truncated after erasing an account (readers busy)');
    }
    // The user id only: the address and the name never go to the log.
    this.logger.log(`account ${userId} erased at its user's request`);
  }

  /** Appends `event` with an id derived from `key`, so a repeated step stores it once. */
  private async appendOnce(stream: string, event: DomainEvent, key: string, actorId: string): Promise<void> {
    const recorded: NewEvent = {
      ...event,
      metadata: {
        eventId: deterministicEventId(key, 0),
        correlationId: actorId,
        causationId: null,
        actorId,
        occurredAt: this.commands.now().toISOString(),
        schemaVersion: 1,
      },
    };
    await this.store.append(stream, [recorded], { expectedRevision: 'any' });
  }
}
