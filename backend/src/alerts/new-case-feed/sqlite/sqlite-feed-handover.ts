import type { Provider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { ensureMatcherSchema, readCheckpoint } from '../../read-model/sqlite/matcher-schema.js';
import { FEED_HANDOVER, type FeedHandover } from '../feed-handover.port.js';

/** The feed's former checkpoint: the row 'new-case-feed' of `alert_checkpoints` in the read-model database. */
export const sqliteFeedHandoverProvider: Provider = {
  provide: FEED_HANDOVER,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync): FeedHandover => ({
    previousCheckpoint: async () => {
      ensureMatcherSchema(db);
      const position = readCheckpoint(db, 'new-case-feed');
      return position > 0n ? position : undefined;
    },
  }),
};
