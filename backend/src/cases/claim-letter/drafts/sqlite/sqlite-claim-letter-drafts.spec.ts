import { DatabaseSync } from 'node:sqlite';
import { claimLetterDraftsContract } from '../contract/claim-letter-drafts.contract.test-kit.js';
import { SqliteClaimLetterDrafts } from './sqlite-claim-letter-drafts.js';

describe('SQLite claim-letter drafts', () => {
  claimLetterDraftsContract(async () => new SqliteClaimLetterDrafts(new DatabaseSync(':memory:')));
});
