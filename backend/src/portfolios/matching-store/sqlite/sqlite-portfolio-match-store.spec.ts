import { DatabaseSync } from 'node:sqlite';
import { portfolioMatchStoreContract } from '../contract/portfolio-match-store.contract.test-kit.js';
import { SqlitePortfolioMatchStore } from './sqlite-portfolio-match-store.js';

describe('SQLite portfolio match store', () => {
  portfolioMatchStoreContract(async () => new SqlitePortfolioMatchStore(new DatabaseSync(':memory:')));
});
