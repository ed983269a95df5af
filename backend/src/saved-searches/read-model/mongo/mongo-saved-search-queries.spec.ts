import { collectionsHolding } from '../../../platform/read-store/mongo/mongo-read-model-under-test.test-kit.js';
import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { savedSearchQueriesContract } from '../contract/saved-search-queries.contract.test-kit.js';
import { mongoSavedSearchQueriesHarness } from './saved-search-queries.mongo-harness.test-kit.js';

describeWithMongo('MongoDB saved search queries', () => {
  const { harness, build, dropAll } = mongoSavedSearchQueriesHarness();
  afterEach(() => dropAll());

  savedSearchQueriesContract('MongoDB', harness);

  it("keeps a deleted saved search's name and criteria in no collection of the database", async () => {
    const { queries, db } = await build([
      {
        type: 'SavedSearchCreated',
        data: {
          savedSearchId: 's1',
          ownerId: 'u1',
          name: 'Max Geheimnisvoll',
          criteria: { q: 'Max Geheimnisvoll' },
          alert: true,
          createdAt: '2026-11-20T08:00:00.000Z',
        },
      },
      {
        type: 'SavedSearchUpdated',
        data: {
          savedSearchId: 's1',
          ownerId: 'u1',
          name: 'Max Geheimnisvoll Köln',
          criteria: { q: 'Max Geheimnisvoll', city: 'Köln' },
          alert: true,
          updatedAt: '2026-11-20T09:00:00.000Z',
        },
      },
      {
        type: 'SavedSearchDeleted',
        data: { savedSearchId: 's1', ownerId: 'u1', deletedAt: '2026-11-20T10:00:00.000Z' },
      },
    ]);
    expect(await queries.eraseSavedSearch('s1')).toBe(true);
    expect(await collectionsHolding(db, 'Geheimnisvoll')).toEqual([]);
  });
});
