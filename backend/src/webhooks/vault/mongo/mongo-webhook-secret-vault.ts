import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { isSealed, WEBHOOK_SECRET_SEALER, type SecretSealer } from '../secret-sealer.js';
import type { WebhookSecretVault } from '../webhook-secret-vault.port.js';

interface SecretDocument {
  _id: string;
  current: string;
  previous: string | null;
  previousValidUntil: Date | null;
}

/**
 * The secrets on MongoDB (`webhook_secrets`, one document per endpoint; not a projection), sealed
 * (`secret-sealer.ts`). Secrets stored plain before sealing existed are read as they are and sealed when read.
 */
export class MongoWebhookSecretVault implements WebhookSecretVault {
  private readonly secrets: mongoose.mongo.Collection<SecretDocument>;

  constructor(
    db: MongoReadDb,
    private readonly sealer: SecretSealer,
  ) {
    this.secrets = db.collection<SecretDocument>('webhook_secrets');
  }

  async put(endpointId: string, secret: string): Promise<void> {
    await this.secrets.replaceOne(
      { _id: endpointId },
      { current: this.sealer.seal(endpointId, secret), previous: null, previousValidUntil: null },
      { upsert: true },
    );
  }

  async rotate(endpointId: string, secret: string, previousValidUntil: Date): Promise<void> {
    const doc = await this.secrets.findOne({ _id: endpointId });
    if (!doc) return;
    await this.secrets.updateOne(
      { _id: endpointId },
      {
        $set: {
          current: this.sealer.seal(endpointId, secret),
          previous: this.sealed(endpointId, doc.current),
          previousValidUntil,
        },
      },
    );
  }

  async secretsOf(endpointId: string, now: Date): Promise<string[]> {
    const doc = await this.secrets.findOne({ _id: endpointId });
    if (!doc) return [];
    if (!isSealed(doc.current) || (doc.previous && !isSealed(doc.previous))) {
      // Written before sealing: sealed now, unless a rotation changed the document meanwhile.
      await this.secrets.updateOne(
        { _id: endpointId, current: doc.current, previous: doc.previous },
        {
          $set: {
            current: this.sealed(endpointId, doc.current),
            previous: doc.previous ? this.sealed(endpointId, doc.previous) : null,
          },
        },
      );
    }
    const current = this.sealer.open(endpointId, doc.current);
    const previousValid = doc.previous && doc.previousValidUntil && doc.previousValidUntil > now;
    return previousValid ? [current, this.sealer.open(endpointId, doc.previous!)] : [current];
  }

  async remove(endpointId: string): Promise<void> {
    await this.secrets.deleteOne({ _id: endpointId });
  }

  private sealed(endpointId: string, stored: string): string {
    return isSealed(stored) ? stored : this.sealer.seal(endpointId, stored);
  }
}

export const mongoWebhookSecretVaultProvider: Omit<FactoryProvider<WebhookSecretVault>, 'provide'> = {
  inject: [MONGO_READ_DB, WEBHOOK_SECRET_SEALER],
  useFactory: (db: MongoReadDb, sealer: SecretSealer) => new MongoWebhookSecretVault(db, sealer),
};
