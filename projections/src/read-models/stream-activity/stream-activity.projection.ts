import { streamCategory } from '@insolvenz/backend/platform/event-store/event.js';
import { documentProjection } from '../../store/projection.js';

/**
 * Activity per stream category (`case`, `user`, `import`, …): how many streams and events exist and when
 * the last one happened. Feeds operational views (health, admin) without scanning the log per request.
 */
export interface StreamActivity {
  readonly category: string;
  readonly streams: number;
  readonly events: number;
  readonly eventsByType: Readonly<Record<string, number>>;
  readonly lastOccurredAt: string;
}

export const STREAM_ACTIVITY_COLLECTION = 'stream_activity';

export const streamActivityProjection = documentProjection<StreamActivity>({
  name: 'stream-activity',
  version: 1,
  collection: STREAM_ACTIVITY_COLLECTION,
  handles: 'all',
  documentId: (event) => streamCategory(event.streamName),
  evolve: (doc, event) => ({
    category: streamCategory(event.streamName),
    streams: (doc?.streams ?? 0) + (event.revision === 0n ? 1 : 0),
    events: (doc?.events ?? 0) + 1,
    eventsByType: { ...doc?.eventsByType, [event.type]: (doc?.eventsByType[event.type] ?? 0) + 1 },
    lastOccurredAt: event.metadata.occurredAt,
  }),
});
