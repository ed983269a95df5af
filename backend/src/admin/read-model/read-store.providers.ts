import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { ADMIN_DASHBOARD_QUERIES } from './admin-dashboard-queries.port.js';
import { mongoAdminDashboardQueriesProvider } from './mongo/mongo-read-model.providers.js';
import { sqliteAdminDashboardQueriesProvider } from './sqlite/sqlite-admin-dashboard-queries.js';

/** The admin dashboard's read side on the configured read store (READ_STORE). */
export const adminDashboardQueriesProvider = readStoreProvider(ADMIN_DASHBOARD_QUERIES, {
  sqlite: sqliteAdminDashboardQueriesProvider,
  mongo: mongoAdminDashboardQueriesProvider,
});
