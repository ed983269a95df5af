import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { APP_CONFIG, type AppConfig } from '../../../../../platform/config/app-config.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../../../../platform/health/health-registry.js';
import { READ_DB } from '../../../../../platform/read-store/sqlite/read-db.js';
import { SearchIndex } from './search-index.js';
import { TermSetThread } from './term-set-thread/term-set-thread.js';

/**
 * The search index of the application: built in steps right after start-up, reported in `/api/health` (a stale
 * or missing snapshot is not a fault: searches then run on SQLite alone, exact and slower).
 */
@Injectable()
export class CaseSearchIndex extends SearchIndex implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SearchIndex');
  private termSetThread: TermSetThread | null = null;

  constructor(
    @Inject(READ_DB) private readonly readDb: DatabaseSync,
    @Inject(HEALTH_REGISTRY) health: HealthRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // The projections of this process write the read model on this connection: their write marks tell the index.
    super(readDb, { rememberGeneration: config.work.projections });
    health.register('search-index', () => ({ name: 'search-index', status: 'ok', details: { ...this.status() } }));
  }

  onApplicationBootstrap(): void {
    this.termSetThread = TermSetThread.start(this.readDb.location(), { log: (message) => this.logger.warn(message) });
    this.useThread(this.termSetThread);
    void this.rebuild();
  }

  async onModuleDestroy(): Promise<void> {
    this.useThread(null);
    this.close();
    await this.termSetThread?.close();
  }
}
