import { accountsMongo } from '../../read-models/accounts/mongo/accounts.mongo.js';
import { casesMongo } from '../../read-models/cases/mongo/cases.mongo.js';
import { debtorFilesMongo } from '../../read-models/debtor-files/mongo/debtor-files.mongo.js';
import { contactMessagesMongo } from '../../read-models/contact-messages/mongo/contact-messages.mongo.js';
import { historicalStatsMongo } from '../../read-models/historical-stats/mongo/historical-stats.mongo.js';
import { savedSearchesMongo } from '../../read-models/saved-searches/mongo/saved-searches.mongo.js';
import { subscriptionsMongo } from '../../read-models/subscriptions/mongo/subscriptions.mongo.js';
import { webhookEndpointsMongo } from '../../read-models/webhook-endpoints/mongo/webhook-endpoints.mongo.js';
import type { MongoTableModel } from './mongo-tables.js';

/** The MongoDB adapters of the application's table projections (all of them), by projection name. */
export function mongoTableModels(): ReadonlyMap<string, MongoTableModel> {
  return new Map(
    [
      accountsMongo,
      casesMongo,
      debtorFilesMongo,
      contactMessagesMongo,
      historicalStatsMongo,
      savedSearchesMongo,
      subscriptionsMongo,
      webhookEndpointsMongo,
    ].map((model) => [model.name, model]),
  );
}
