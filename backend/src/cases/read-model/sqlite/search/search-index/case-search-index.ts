import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../../../../platform/health/health-registry.js';
import { READ_DB } from '../../../../../platform/read-store/sqlite/read-db.js';
import { SearchIndex } from './search-index.js';

/**
 * The search index of the application: built in steps right after start-up, reported in `/api/health` (a stale
 * or missing snapshot is not a fault: searches then run on SQLite alone, exact and slower).
 */
@Injectable()
export class CaseSearchIndex extends SearchIndex implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(READ_DB) db: DatabaseSync, @Inject(HEALTH_REGISTRY) health: HealthRegistry) {
    super(db);
    health.register('search-index', () => ({ name: 'search-index', status: 'ok', details: { ...this.status() } }));
  }

  onApplicationBootstrap(): void {
    void this.rebuild();
  }

  onModuleDestroy(): void {
    this.close();
  }
}
