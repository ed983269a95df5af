import { DatabaseSync } from 'node:sqlite';
import { webhookSecretVaultContract } from '../contract/webhook-secret-vault.contract.test-kit.js';
import { SqliteWebhookSecretVault } from './sqlite-webhook-secret-vault.js';

describe('SQLite webhook secret vault', () => {
  webhookSecretVaultContract(async () => new SqliteWebhookSecretVault(new DatabaseSync(':memory:')));
});
