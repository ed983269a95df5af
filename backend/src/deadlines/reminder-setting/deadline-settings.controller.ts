import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { DeadlinesPlanGuard } from '../deadlines-plan.guard.js';
import { DeadlineSettingsResponse } from './deadline-settings.response.js';
import { GetDeadlineSettingsQuery, SetReminderDaysCommand } from './deadline-settings.use-cases.js';
import { UpdateDeadlineSettingsRequest } from './update-deadline-settings.request.js';

@ApiTags('deadlines')
@ApiBearerAuth()
@UseGuards(DeadlinesPlanGuard)
@Controller('deadlines/settings')
export class DeadlineSettingsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Einstellungen von „Meine Fristen“: Erinnerungen und Kalender-Link' })
  @ApiOkResponse({ type: DeadlineSettingsResponse, description: 'Die Einstellungen' })
  @ApiProblems(401, [403, 'Pro-Abonnement erforderlich'])
  get(@CurrentCaller() caller: Caller): Promise<DeadlineSettingsResponse> {
    return this.queries.execute(new GetDeadlineSettingsQuery(caller.userId!));
  }

  @Put()
  @ApiOperation({ summary: 'Erinnerungen einstellen (Tage vor jeder Frist)' })
  @ApiOkResponse({ type: DeadlineSettingsResponse, description: 'Die gespeicherten Einstellungen' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'])
  update(
    @Body() request: UpdateDeadlineSettingsRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<DeadlineSettingsResponse> {
    return this.commands.execute(new SetReminderDaysCommand(caller.userId!, request.reminderDays));
  }
}
