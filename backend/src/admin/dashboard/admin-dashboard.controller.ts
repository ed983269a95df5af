import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DatabaseSync } from 'node:sqlite';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { adminDashboard } from './admin-dashboard.query.js';
import { AdminDashboardResponse } from './admin-dashboard.response.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminDashboardController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('dashboard')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Admin-Dashboard: Benutzer, Alerts, Datenbestand, Löschfristen, Importe, Bereinigungen' })
  @ApiOkResponse({ type: AdminDashboardResponse })
  dashboard(): AdminDashboardResponse {
    const now = this.clock.now();
    return adminDashboard(this.db, {
      now,
      today: berlinDate(now),
      individualsDays: this.config.retention.individualsDays,
      companiesDays: this.config.retention.companiesDays,
      logLimit: 20,
    });
  }
}
