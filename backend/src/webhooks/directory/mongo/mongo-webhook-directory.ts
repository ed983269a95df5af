import { findByIds } from '../../../platform/read-store/mongo/find-by-ids.js';
import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { AlertRef } from '../../domain/events.js';
import type { AlertWithOwner, OwnedAlert, OwnerContact, WebhookDirectory } from '../webhook-directory.port.js';

interface SubscriptionDocument {
  _id: string;
  ownerId: string;
  companyName: string;
}
interface SavedSearchDocument {
  _id: string;
  ownerId: string;
  name: string;
}
interface UserDocument {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  plan: string;
}

/** `WebhookDirectory` over the other modules' MongoDB read models; same answers as the SQLite adapter. */
export class MongoWebhookDirectory implements WebhookDirectory {
  constructor(private readonly db: mongoose.mongo.Db) {}

  async alertsOf(ownerId: string): Promise<OwnedAlert[]> {
    const [subscriptions, searches] = await Promise.all([
      this.db
        .collection<SubscriptionDocument>('rm_subscriptions')
        .find({ ownerId }, { projection: { companyName: 1 } })
        .sort({ createdPosition: 1 })
        .toArray(),
      this.db
        .collection<SavedSearchDocument>('rm_saved_searches')
        .find({ ownerId }, { projection: { name: 1 } })
        .sort({ createdPosition: 1 })
        .toArray(),
    ]);
    return [
      ...subscriptions.map((doc) => ({ kind: 'subscription' as const, id: doc._id, name: doc.companyName })),
      ...searches.map((doc) => ({ kind: 'saved-search' as const, id: doc._id, name: doc.name })),
    ];
  }

  async alertsByRef(refs: readonly AlertRef[]): Promise<AlertWithOwner[]> {
    const ids = (kind: AlertRef['kind']) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    const subscriptionIds = ids('subscription');
    const searchIds = ids('saved-search');
    const [subscriptions, searches] = await Promise.all([
      // By id, not `$in` (`findByIds`): a batch names a few of many alerts.
      findByIds(this.db.collection<SubscriptionDocument>('rm_subscriptions'), subscriptionIds, {
        projection: { ownerId: 1, companyName: 1 },
      }),
      findByIds(this.db.collection<SavedSearchDocument>('rm_saved_searches'), searchIds, {
        projection: { ownerId: 1, name: 1 },
      }),
    ]);
    return [
      ...subscriptions.map((doc) => ({
        kind: 'subscription' as const,
        id: doc._id,
        name: doc.companyName,
        ownerId: doc.ownerId,
      })),
      ...searches.map((doc) => ({ kind: 'saved-search' as const, id: doc._id, name: doc.name, ownerId: doc.ownerId })),
    ];
  }

  async ownerContacts(ownerIds: readonly string[]): Promise<Map<string, OwnerContact>> {
    const ids = [...new Set(ownerIds)];
    if (ids.length === 0) return new Map();
    const docs = await findByIds(this.db.collection<UserDocument>('rm_users'), ids);
    return new Map(
      docs.map((doc) => [
        doc._id,
        { email: doc.email, name: `${doc.firstName} ${doc.lastName}`.trim(), plan: doc.plan },
      ]),
    );
  }

  async ownerContact(ownerId: string): Promise<OwnerContact | null> {
    const doc = await this.db.collection<UserDocument>('rm_users').findOne({ _id: ownerId });
    return doc ? { email: doc.email, name: `${doc.firstName} ${doc.lastName}`.trim(), plan: doc.plan } : null;
  }
}

export const mongoWebhookDirectoryProvider: Omit<FactoryProvider<WebhookDirectory>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoWebhookDirectory(db),
};
