import { SqliteAlertMatchStore } from '../../../alerts/read-model/sqlite/sqlite-alert-match-store.js';
import { SqliteClaimLetterDrafts } from '../../../cases/claim-letter/drafts/sqlite/sqlite-claim-letter-drafts.js';
import { SqliteDeadlineSettings } from '../../../deadlines/settings/sqlite/sqlite-deadline-settings.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import { SqlitePortfolioRowStore } from '../../../portfolios/rows/sqlite/sqlite-portfolio-row-store.js';
import type { SecretSealer } from '../../../webhooks/vault/secret-sealer.js';
import { SqliteWebhookDeliveryStore } from '../../../webhooks/delivery/sqlite/sqlite-webhook-delivery-store.js';
import { SqliteWebhookSecretVault } from '../../../webhooks/vault/sqlite/sqlite-webhook-secret-vault.js';

/** What `migrate-data` reads of an embedded installation: the stores beside the read models, on one connection. */
export function openEmbeddedSources(readModelsFile: string, sealer: SecretSealer) {
  const db = openDatabase(readModelsFile);
  return {
    alerts: new SqliteAlertMatchStore(db),
    settings: new SqliteDeadlineSettings(db),
    secrets: new SqliteWebhookSecretVault(db, sealer),
    drafts: new SqliteClaimLetterDrafts(db),
    portfolios: new SqlitePortfolioRowStore(db),
    deliveries: new SqliteWebhookDeliveryStore(db),
    close: () => db.close(),
  };
}
