import { Module } from '@nestjs/common';
import { readStoreProvider } from '../../../platform/read-store/read-store-switch.js';
import { ClaimLetterDraftsEraser } from '../erase-drafts/claim-letter-drafts-eraser.js';
import { CLAIM_LETTER_DRAFTS, type ClaimLetterDrafts } from './claim-letter-drafts.port.js';
import { mongoClaimLetterDraftsProvider } from './mongo/mongo-claim-letter-drafts.js';
import { sqliteClaimLetterDraftsProvider } from './sqlite/sqlite-claim-letter-drafts.js';

/**
 * The drafts' store and their erasure with the account. A module of its own inside the cases module, so that
 * every process that can erase an account (the app, the workers, the accounts CLI, which runs without the cases
 * module) erases the drafts too.
 */
@Module({
  providers: [
    readStoreProvider<ClaimLetterDrafts>(CLAIM_LETTER_DRAFTS, {
      sqlite: sqliteClaimLetterDraftsProvider,
      mongo: mongoClaimLetterDraftsProvider,
    }),
    ClaimLetterDraftsEraser,
  ],
  exports: [CLAIM_LETTER_DRAFTS],
})
export class ClaimLetterDraftsModule {}
