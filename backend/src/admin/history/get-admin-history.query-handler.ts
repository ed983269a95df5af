import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { streamCategory } from '../../platform/event-store/event.js';
import { ADMIN_DASHBOARD_QUERIES, type AdminDashboardQueries } from '../read-model/admin-dashboard-queries.port.js';
import type { AdminHistoryResponse, HistoryEventResponse } from './admin-history.response.js';
import { GetAdminHistoryQuery } from './get-admin-history.query.js';

/** Categories whose event data carries no personal data by design, so the history may show it. */
const DATA_SHOWN = new Set(['retention', 'import', 'schedule', 'lease']);
const MAX_EVENTS = 500;

/**
 * The auditable history of streams (docs/DESIGN.md §6, issue #6): time, type and actor of each event; the data
 * itself only for categories that never hold personal data. An erased contact message shows only its audit
 * record.
 */
@QueryHandler(GetAdminHistoryQuery)
export class GetAdminHistoryHandler implements IQueryHandler<GetAdminHistoryQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ADMIN_DASHBOARD_QUERIES) private readonly queries: AdminDashboardQueries,
  ) {}

  async execute({ streams }: GetAdminHistoryQuery): Promise<AdminHistoryResponse> {
    const events: HistoryEventResponse[] = [];
    for (const stream of streams) {
      const { events: recorded } = await this.store.readStream(stream, { maxCount: MAX_EVENTS });
      for (const event of recorded) {
        events.push({
          stream,
          revision: event.revision.toString(),
          position: event.position.toString(),
          type: event.type,
          occurredAt: event.metadata.occurredAt,
          actor: await this.actor(event.metadata.actorId),
          data: DATA_SHOWN.has(streamCategory(stream)) ? withoutListings(event.data) : undefined,
        });
      }
    }
    events.sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
    return { streams: [...streams], events };
  }

  private async actor(actorId: string): Promise<{ id: string; email: string | null }> {
    if (actorId.startsWith('system:')) return { id: actorId, email: null };
    return { id: actorId, email: await this.queries.userEmail(actorId) };
  }
}

/** Listing hashes are noise for a reader of the audit trail. */
function withoutListings(data: unknown): unknown {
  if (data && typeof data === 'object' && 'knownListings' in data) {
    const { knownListings: _hashes, ...rest } = data as Record<string, unknown>;
    return rest;
  }
  return data;
}
