import { Inject, Injectable } from '@nestjs/common';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { subscriptionAuditStream, subscriptionStream, type SubscriptionErased } from '../domain/events.js';
import { SUBSCRIPTION_MATCHES, type SubscriptionMatches } from '../read-model/ports/subscription-matches.port.js';

/**
 * A deleted subscription is erased, not kept (docs/DESIGN.md §6): after `SubscriptionDeleted` has reached the read
 * model, an audit record without personal data is written, the `subscription-<id>` stream (alert address,
 * company, digest history) is hard-deleted, and the match store erases its pending matches (with every trace
 * the storage keeps of them). The audit record's id is derived from the subscription id, so a repeated erasure stores it once.
 */
@Injectable()
export class SubscriptionErasure {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SUBSCRIPTION_MATCHES) private readonly matches: SubscriptionMatches,
  ) {}

  async erase(subscriptionId: string, actorId: string, at: Date): Promise<void> {
    const record: SubscriptionErased = {
      type: 'SubscriptionErased',
      data: { subscriptionId, erasedAt: at.toISOString(), erasedBy: actorId },
    };
    await this.store.append(
      subscriptionAuditStream(subscriptionId),
      [
        {
          ...record,
          metadata: {
            eventId: deterministicEventId(`subscription-erased:${subscriptionId}`, 0),
            correlationId: subscriptionId,
            causationId: null,
            actorId,
            occurredAt: at.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await this.store.deleteStream(subscriptionStream(subscriptionId));
    await this.matches.eraseSubscription(subscriptionId);
  }
}
