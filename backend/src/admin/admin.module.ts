import { Module } from '@nestjs/common';
import { AdminDashboardController } from './dashboard/admin-dashboard.controller.js';
import { GetAdminDashboardHandler } from './dashboard/get-admin-dashboard.query-handler.js';
import { AdminHistoryController } from './history/admin-history.controller.js';
import { GetAdminHistoryHandler } from './history/get-admin-history.query-handler.js';
import { adminDashboardQueriesProvider } from './read-model/read-store.providers.js';

/** The administrator's views across modules, built from read models and the audit streams. */
@Module({
  controllers: [AdminDashboardController, AdminHistoryController],
  providers: [adminDashboardQueriesProvider, GetAdminDashboardHandler, GetAdminHistoryHandler],
})
export class AdminModule {}
