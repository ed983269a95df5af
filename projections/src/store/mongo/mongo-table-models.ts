import { accountsMongo } from '../../read-models/accounts/mongo/accounts.mongo.js';
import { contactMessagesMongo } from '../../read-models/contact-messages/mongo/contact-messages.mongo.js';
import { savedSearchesMongo } from '../../read-models/saved-searches/mongo/saved-searches.mongo.js';
import { subscriptionsMongo } from '../../read-models/subscriptions/mongo/subscriptions.mongo.js';
import type { MongoTableModel } from './mongo-tables.js';

/**
 * The MongoDB adapters of the application's table projections, by projection name. The others (cases,
 * historical stats) have none yet: the MongoDB projection store refuses them.
 */
export function mongoTableModels(): ReadonlyMap<string, MongoTableModel> {
  return new Map(
    [accountsMongo, contactMessagesMongo, savedSearchesMongo, subscriptionsMongo].map((model) => [model.name, model]),
  );
}
