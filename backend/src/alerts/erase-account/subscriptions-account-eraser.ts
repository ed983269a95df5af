import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_DATA_ERASERS,
  type AccountDataEraser,
  type AccountDataErasers,
} from '../../platform/account-data/account-data-erasers.js';
import { ACCOUNT_ERASURE_ACTOR, deleteUnlessGone } from '../../platform/account-data/account-erasure-actor.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { SubscriptionErasure } from '../delete-subscription/subscription-erasure.js';
import { recipientKey, recipientStream } from '../domain/events.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { SubscriptionCommands } from '../subscription-commands.js';

/**
 * Alerts and watchlist entries are the account's data: its erasure deletes and erases every subscription as the
 * user's own "Löschen" does (read model, audit record without personal data, hard-deleted stream, pending
 * matches), and the double opt-in record of each alert address (`recipient-<key>`: consent given to this account,
 * which no longer exists). Idempotent: a repeated erasure finds what is left.
 */
@Injectable()
export class SubscriptionsAccountEraser implements AccountDataEraser, OnModuleInit {
  readonly name = 'alerts';

  constructor(
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly commands: SubscriptionCommands,
    private readonly erasure: SubscriptionErasure,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly erasers: AccountDataErasers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.erasers.register(this);
  }

  async eraseAccountData(userId: string): Promise<void> {
    const at = this.clock.now();
    const subscriptions = await this.queries.ofOwner(userId);
    for (const { id } of subscriptions) {
      await deleteUnlessGone(() =>
        this.commands.run(
          id,
          { type: 'DeleteSubscription', by: userId, at },
          { actorId: ACCOUNT_ERASURE_ACTOR, waitForReadModel: true },
        ),
      );
      await this.erasure.erase(id, ACCOUNT_ERASURE_ACTOR, at);
    }
    const addresses = new Set(subscriptions.map((subscription) => subscription.email));
    await this.store.deleteStreams([...addresses].map((email) => recipientStream(recipientKey(userId, email))));
  }
}
