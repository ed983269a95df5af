import type { FactoryProvider } from '@nestjs/common';
import {
  MONGO_DOCUMENT_INDEXES,
  MONGO_READ_DB,
  type MongoDocumentIndexes,
  type MongoReadDb,
} from '../../../platform/read-store/mongo/mongo-read-db.js';
import { ADMIN_DASHBOARD_QUERIES, type AdminDashboardQueries } from '../admin-dashboard-queries.port.js';
import { MongoAdminDashboardQueries, RETENTION_RUNS_INDEXES } from './mongo-admin-dashboard-queries.js';

/** The admin dashboard on MongoDB; the retention runs' query indexes go to the projection store with it. */
export const mongoAdminDashboardQueriesProvider: FactoryProvider<AdminDashboardQueries> = {
  provide: ADMIN_DASHBOARD_QUERIES,
  inject: [MONGO_READ_DB, MONGO_DOCUMENT_INDEXES],
  useFactory: (db: MongoReadDb, indexes: MongoDocumentIndexes) => {
    indexes.retention_runs = RETENTION_RUNS_INDEXES;
    return new MongoAdminDashboardQueries(db);
  },
};
