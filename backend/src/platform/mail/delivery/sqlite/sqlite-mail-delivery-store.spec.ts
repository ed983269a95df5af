import { DatabaseSync } from 'node:sqlite';
import { mailDeliveryStoreContract } from '../contract/mail-delivery-store.contract.test-kit.js';
import { SqliteMailDeliveryStore } from './sqlite-mail-delivery-store.js';

describe('SQLite mail delivery store', () => {
  mailDeliveryStoreContract(async () => new SqliteMailDeliveryStore(new DatabaseSync(':memory:')));
});
