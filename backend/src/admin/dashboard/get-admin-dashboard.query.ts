import { Query } from '@nestjs/cqrs';
import type { AdminDashboard } from './admin-dashboard.view.js';

/** The administrator's dashboard as of now. */
export class GetAdminDashboardQuery extends Query<AdminDashboard> {}
