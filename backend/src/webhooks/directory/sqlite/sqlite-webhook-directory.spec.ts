import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { loadProjectionsUnderTest } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import { DIRECTORY_PROJECTIONS } from '../contract/directory-projections.test-kit.js';
import { webhookDirectoryContract } from '../contract/webhook-directory.contract.test-kit.js';
import { SqliteWebhookDirectory } from './sqlite-webhook-directory.js';

webhookDirectoryContract('SQLite', async (events) => {
  const projections = await loadProjectionsUnderTest(DIRECTORY_PROJECTIONS);
  const db = openDatabase(':memory:');
  for (const projection of projections) projection.setup(db);
  events.forEach((event, index) => {
    const position = BigInt(index + 1);
    const recorded = {
      ...event,
      streamName: `contract-${index}`,
      revision: 0n,
      position,
      recordedAt: new Date('2026-11-20T08:00:00.000Z'),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'contract',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-20T08:00:00.000Z',
        schemaVersion: 1,
      },
    } as RecordedEvent;
    for (const projection of projections) {
      if (projection.handles === 'all' || projection.handles.has(event.type)) projection.apply(db, recorded);
    }
  });
  return new SqliteWebhookDirectory(db);
});
