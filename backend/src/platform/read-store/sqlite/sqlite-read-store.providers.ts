import { Logger, type Provider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../sqlite/open-database.js';
import { WalCheckpointThread } from '../../sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { READ_STORE_LIFECYCLE, type ReadStoreLifecycle } from '../read-store-lifecycle.port.js';
import { READ_DB } from './read-db.js';

/**
 * The read-model database of the embedded profile. Its WAL is checkpointed by a thread of its own, so
 * projection commits on the event loop do not wait for it.
 */
/** What the SQLite read store shares with the modules: their SQLite adapters inject the database handle. */
export const SQLITE_READ_STORE_EXPORTS = [READ_DB];

export function sqliteReadStoreProviders(location: string): Provider[] {
  return [
    { provide: READ_DB, useFactory: () => openDatabase(location, { readHeavy: true, rebuildable: true }) },
    {
      provide: READ_STORE_LIFECYCLE,
      inject: [READ_DB],
      useFactory: (db: DatabaseSync) => new SqliteReadStoreLifecycle(db, location),
    },
  ];
}

class SqliteReadStoreLifecycle implements ReadStoreLifecycle {
  private readonly logger = new Logger('Platform');
  private checkpoints: WalCheckpointThread | null = null;

  constructor(
    private readonly db: DatabaseSync,
    private readonly location: string,
  ) {}

  start(): void {
    this.checkpoints = WalCheckpointThread.start(this.db, this.location, {
      log: (message) => this.logger.warn(message),
    });
  }

  async close(): Promise<void> {
    await this.checkpoints?.stop();
    this.db.close();
  }
}
