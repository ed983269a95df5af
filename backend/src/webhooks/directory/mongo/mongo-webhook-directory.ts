import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { CaseFacts, OwnedAlert, OwnerContact, WebhookDirectory } from '../webhook-directory.port.js';

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
interface CaseDocument {
  _id: string;
  caseId: number;
  companyName: string;
  court: string;
  caseNumber: string;
  detectedAt?: string | null;
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

  async caseFacts(caseId: number): Promise<CaseFacts | null> {
    const doc = await this.db
      .collection<CaseDocument>('rm_cases')
      .findOne(
        { _id: String(caseId) },
        { projection: { caseId: 1, companyName: 1, court: 1, caseNumber: 1, detectedAt: 1 } },
      );
    if (!doc) return null;
    return {
      id: doc.caseId,
      companyName: doc.companyName,
      court: doc.court,
      caseNumber: doc.caseNumber,
      detectedAt: doc.detectedAt ?? null,
    };
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
