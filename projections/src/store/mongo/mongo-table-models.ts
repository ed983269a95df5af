import { accountsMongo } from '../../read-models/accounts/mongo/accounts.mongo.js';
import { casesMongo } from '../../read-models/cases/mongo/cases.mongo.js';
import { historicalStatsMongo } from '../../read-models/historical-stats/mongo/historical-stats.mongo.js';
import type { MongoTableModel } from './mongo-tables.js';

/**
 * The MongoDB adapters of the application's table projections, by projection name. The others (subscriptions,
 * …) have none yet: the MongoDB projection store refuses them.
 */
export function mongoTableModels(): ReadonlyMap<string, MongoTableModel> {
  return new Map([accountsMongo, casesMongo, historicalStatsMongo].map((model) => [model.name, model]));
}
