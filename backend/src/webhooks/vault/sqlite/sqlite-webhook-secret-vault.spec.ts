import { DatabaseSync } from 'node:sqlite';
import { webhookSecretVaultContract } from '../contract/webhook-secret-vault.contract.test-kit.js';
import { SqliteWebhookSecretVault } from './sqlite-webhook-secret-vault.js';

describe('SQLite webhook secret vault', () => {
  webhookSecretVaultContract(async (sealer) => {
    const db = new DatabaseSync(':memory:');
    const vault = new SqliteWebhookSecretVault(db, sealer);
    return {
      vault,
      stored: async () => JSON.stringify(db.prepare('SELECT * FROM webhook_secrets').all()),
      putPlain: async (endpointId, current, previous) => {
        db.prepare(
          'INSERT INTO webhook_secrets (endpoint_id, current, previous, previous_valid_until) VALUES (?, ?, ?, ?)',
        ).run(endpointId, current, previous?.secret ?? null, previous?.validUntil.getTime() ?? null);
      },
    };
  });
});
