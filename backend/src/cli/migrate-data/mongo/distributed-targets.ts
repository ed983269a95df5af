import { MongoAlertMatchStore } from '../../../alerts/read-model/mongo/mongo-alert-match-store.js';
import { MongoClaimLetterDrafts } from '../../../cases/claim-letter/drafts/mongo/mongo-claim-letter-drafts.js';
import { MongoDeadlineSettings } from '../../../deadlines/settings/mongo/mongo-deadline-settings.js';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { MongoPortfolioRowStore } from '../../../portfolios/rows/mongo/mongo-portfolio-row-store.js';
import { MongoWebhookSecretVault } from '../../../webhooks/vault/mongo/mongo-webhook-secret-vault.js';
import type { SecretSealer } from '../../../webhooks/vault/secret-sealer.js';

/** Where `migrate-data` writes: the same stores on the distributed profile's MongoDB database. */
export async function openDistributedTargets(url: string, sealer: SecretSealer) {
  const connection = await openMongoConnection(url);
  try {
    const db = databaseOf(connection);
    return {
      alerts: await MongoAlertMatchStore.open(db),
      settings: await MongoDeadlineSettings.open(db),
      secrets: new MongoWebhookSecretVault(db, sealer),
      drafts: new MongoClaimLetterDrafts(db),
      portfolios: await MongoPortfolioRowStore.open(db),
      close: () => connection.close(),
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
