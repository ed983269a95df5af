import { DatabaseSync } from 'node:sqlite';
import { portfolioRowStoreContract } from '../contract/portfolio-row-store.contract.test-kit.js';
import { SqlitePortfolioRowStore } from './sqlite-portfolio-row-store.js';

describe('SQLite portfolio row store', () => {
  portfolioRowStoreContract(async () => new SqlitePortfolioRowStore(new DatabaseSync(':memory:')));
});
