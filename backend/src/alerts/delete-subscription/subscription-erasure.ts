import { Inject, Injectable } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { checkpointAndTruncateWal } from '../../platform/sqlite/open-database.js';
import { subscriptionAuditStream, subscriptionStream, type SubscriptionErased } from '../domain/events.js';

/**
 * A deleted subscription is erased, not kept (DESIGN.md §6): after `SubscriptionDeleted` has reached the read
 * model, an audit record without personal data is written, the `subscription-<id>` stream (alert address,
 * company, digest history) is hard-deleted, the matcher's pending matches go, and the read model's WAL is
 * truncated. The audit record's id is derived from the subscription id, so a repeated erasure stores it once.
 */
@Injectable()
export class SubscriptionErasure {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: DatabaseSync,
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
    try {
      this.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ?').run(subscriptionId);
    } catch (error) {
      if (!readModelMissing(error)) throw error;
    }
    checkpointAndTruncateWal(this.db, 5);
  }
}
