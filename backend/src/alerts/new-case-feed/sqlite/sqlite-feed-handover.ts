import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import {
  advanceCheckpoint,
  ensureMatcherSchema,
  FEED_CHECKPOINT,
  FEED_PUBLISHED_CHECKPOINT,
  readCheckpoint,
} from '../../read-model/sqlite/matcher-schema.js';
import { FEED_HANDOVER, type FeedHandover } from '../feed-handover.port.js';

/**
 * The feed's former checkpoint (row 'new-case-feed' of `alert_checkpoints` in the read-model database) and the
 * position of its last published message (row 'new-case-feed:published', read by the match store's progress).
 */
export const sqliteFeedHandoverProvider: FactoryProvider<FeedHandover> = {
  provide: FEED_HANDOVER,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync): FeedHandover => ({
    previousCheckpoint: async () => {
      ensureMatcherSchema(db);
      const position = readCheckpoint(db, FEED_CHECKPOINT);
      return position > 0n ? position : undefined;
    },
    recordPublished: async (position) => {
      ensureMatcherSchema(db);
      advanceCheckpoint(db, FEED_PUBLISHED_CHECKPOINT, position);
    },
  }),
};
