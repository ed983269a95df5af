import { adminDashboardQueriesContract } from '../contract/admin-dashboard-queries.contract.test-kit.js';
import { sqliteAdminDashboardQueries } from './admin-dashboard-queries.sqlite-harness.test-kit.js';

adminDashboardQueriesContract('SQLite', sqliteAdminDashboardQueries);
