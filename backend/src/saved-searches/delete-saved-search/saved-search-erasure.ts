import { Inject, Injectable } from '@nestjs/common';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { savedSearchAuditStream, savedSearchStream, type SavedSearchErased } from '../domain/events.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';

/**
 * A deleted saved search is erased, not kept (docs/DESIGN.md §6): its name and criteria may name a person. After
 * `SavedSearchDeleted` reached the read model, an audit record without personal data is written, the
 * `savedsearch-<id>` stream is hard-deleted and the read store erases its remaining traces (SQLite: the WAL). The audit record's id derives
 * from the saved search's id, so a repeated erasure stores it once. (The alert matcher drops pending matches
 * of saved searches that are no longer in the read model.)
 */
@Injectable()
export class SavedSearchErasure {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries,
  ) {}

  async erase(savedSearchId: string, actorId: string, at: Date): Promise<void> {
    const record: SavedSearchErased = {
      type: 'SavedSearchErased',
      data: { savedSearchId, erasedAt: at.toISOString(), erasedBy: actorId },
    };
    await this.store.append(
      savedSearchAuditStream(savedSearchId),
      [
        {
          ...record,
          metadata: {
            eventId: deterministicEventId(`saved-search-erased:${savedSearchId}`, 0),
            correlationId: savedSearchId,
            causationId: null,
            actorId,
            occurredAt: at.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await this.store.deleteStream(savedSearchStream(savedSearchId));
    await this.queries.eraseSavedSearch(savedSearchId);
  }
}
