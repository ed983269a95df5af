import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import {
  MONGO_DOCUMENT_INDEXES,
  MONGO_READ_DB,
  type MongoDocumentIndexes,
  type MongoReadDb,
} from '../../../platform/read-store/mongo/mongo-read-db.js';
import { ADMIN_DASHBOARD_QUERIES, type AdminDashboardQueries } from '../admin-dashboard-queries.port.js';

interface AdminDashboardAdapterModule {
  readonly MongoAdminDashboardQueries?: new (db: mongoose.mongo.Db) => AdminDashboardQueries;
  readonly RETENTION_RUNS_INDEXES?: readonly mongoose.mongo.IndexDescription[];
}

// Loaded by name at start: the adapter is written in parallel (issue #17). Once it is in the tree, a static import
// of `./mongo-admin-dashboard-queries.js` replaces this.
const ADAPTER_MODULE = './mongo-admin-dashboard-queries.js';

/**
 * The admin dashboard on MongoDB. Without its adapter the start fails loudly: a dashboard answering from nothing
 * would look like an empty system.
 */
export const mongoAdminDashboardQueriesProvider: FactoryProvider<AdminDashboardQueries> = {
  provide: ADMIN_DASHBOARD_QUERIES,
  inject: [MONGO_READ_DB, MONGO_DOCUMENT_INDEXES],
  useFactory: async (db: MongoReadDb, indexes: MongoDocumentIndexes) => {
    const adapter = (await import(ADAPTER_MODULE).catch((error: unknown) => {
      if (notFound(error)) return {};
      throw error;
    })) as AdminDashboardAdapterModule;
    if (!adapter.MongoAdminDashboardQueries) throw new Error('MongoDB adapter of AdminDashboardQueries missing');
    if (adapter.RETENTION_RUNS_INDEXES) indexes.retention_runs = adapter.RETENTION_RUNS_INDEXES;
    return new adapter.MongoAdminDashboardQueries(db);
  },
};

function notFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND' || /Cannot find module/.test(message);
}
