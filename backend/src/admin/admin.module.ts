import { Module } from '@nestjs/common';
import { AdminDashboardController } from './dashboard/admin-dashboard.controller.js';
import { AdminHistoryController } from './history/admin-history.controller.js';

/** The administrator's views across modules, built from read models and the audit streams. */
@Module({ controllers: [AdminDashboardController, AdminHistoryController] })
export class AdminModule {}
