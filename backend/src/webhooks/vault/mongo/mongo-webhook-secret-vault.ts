import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { WebhookSecretVault } from '../webhook-secret-vault.port.js';

interface SecretDocument {
  _id: string;
  current: string;
  previous: string | null;
  previousValidUntil: Date | null;
}

/** The secrets on MongoDB (`webhook_secrets`, one document per endpoint; not a projection). */
export class MongoWebhookSecretVault implements WebhookSecretVault {
  private readonly secrets: mongoose.mongo.Collection<SecretDocument>;

  constructor(db: MongoReadDb) {
    this.secrets = db.collection<SecretDocument>('webhook_secrets');
  }

  async put(endpointId: string, secret: string): Promise<void> {
    await this.secrets.replaceOne(
      { _id: endpointId },
      { current: secret, previous: null, previousValidUntil: null },
      { upsert: true },
    );
  }

  async rotate(endpointId: string, secret: string, previousValidUntil: Date): Promise<void> {
    const doc = await this.secrets.findOne({ _id: endpointId });
    if (!doc) return;
    await this.secrets.updateOne(
      { _id: endpointId },
      { $set: { current: secret, previous: doc.current, previousValidUntil } },
    );
  }

  async secretsOf(endpointId: string, now: Date): Promise<string[]> {
    const doc = await this.secrets.findOne({ _id: endpointId });
    if (!doc) return [];
    const previousValid = doc.previous && doc.previousValidUntil && doc.previousValidUntil > now;
    return previousValid ? [doc.current, doc.previous!] : [doc.current];
  }

  async remove(endpointId: string): Promise<void> {
    await this.secrets.deleteOne({ _id: endpointId });
  }
}

export const mongoWebhookSecretVaultProvider: Omit<FactoryProvider<WebhookSecretVault>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoWebhookSecretVault(db),
};
