import type mongoose from 'mongoose';
import { mongoReadModelUnderTest } from '../../../platform/read-store/mongo/mongo-read-model-under-test.test-kit.js';
import { type SavedSearchEvent, savedSearchStream } from '../../domain/events.js';
import type { SavedSearchQueriesHarness } from '../contract/saved-search-queries.contract.test-kit.js';
import type { SavedSearchQueries } from '../saved-search-queries.port.js';
import { MongoSavedSearchQueries } from './mongo-saved-search-queries.js';

/**
 * The saved-searches read model built by the real projection through the real MongoDB projection store, in a
 * fresh database per call; `build` also gives that database (erasure checks scan it); `dropAll` drops them.
 */
export function mongoSavedSearchQueriesHarness(): {
  harness: SavedSearchQueriesHarness;
  build(events: SavedSearchEvent[]): Promise<{ queries: SavedSearchQueries; db: mongoose.mongo.Db }>;
  dropAll(): Promise<void>;
} {
  const readModel = mongoReadModelUnderTest(
    'saved-searches/saved-searches.projection.js',
    'savedSearchesProjection',
    (event) => savedSearchStream((event as SavedSearchEvent).data.savedSearchId),
  );
  const build = async (events: SavedSearchEvent[]) => {
    const db = await readModel.build(events);
    return { queries: new MongoSavedSearchQueries(db), db };
  };
  return { harness: async (events) => (await build(events)).queries, build, dropAll: readModel.dropAll };
}
