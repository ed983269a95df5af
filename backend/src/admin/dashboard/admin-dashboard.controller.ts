import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { AdminDashboardResponse } from './admin-dashboard.response.js';
import { GetAdminDashboardQuery } from './get-admin-dashboard.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get('dashboard')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Admin-Dashboard: Benutzer, Alerts, Datenbestand, Löschfristen, Importe, Bereinigungen' })
  @ApiOkResponse({ type: AdminDashboardResponse, description: 'Kennzahlen des Dashboards' })
  @ApiProblems(401, 403)
  dashboard(): Promise<AdminDashboardResponse> {
    return this.queries.execute(new GetAdminDashboardQuery());
  }
}
