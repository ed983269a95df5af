import { Controller, Delete, HttpCode, HttpStatus, NotFoundException, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { DeadlinesPlanGuard } from '../deadlines-plan.guard.js';
import { CreateCalendarTokenCommand, RevokeCalendarTokenCommand } from './calendar-token.commands.js';
import { CalendarTokenResponse } from './calendar-token.response.js';

@ApiTags('deadlines')
@ApiBearerAuth()
@UseGuards(DeadlinesPlanGuard)
@Controller('deadlines/calendar-token')
export class CalendarTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Kalender-Link erstellen (ersetzt und widerruft einen bestehenden)' })
  @ApiCreatedResponse({ type: CalendarTokenResponse, description: 'Der neue Kalender-Link' })
  @ApiProblems(401, [403, 'Pro-Abonnement erforderlich'])
  create(@CurrentCaller() caller: Caller): Promise<CalendarTokenResponse> {
    return this.commands.execute(new CreateCalendarTokenCommand(caller.userId!));
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Kalender-Link widerrufen' })
  @ApiNoContentResponse({ description: 'Widerrufen: der Link liefert ab sofort 404' })
  @ApiProblems(401, [403, 'Pro-Abonnement erforderlich'], [404, 'Kein Kalender-Link vorhanden'])
  async revoke(@CurrentCaller() caller: Caller): Promise<void> {
    if (!(await this.commands.execute(new RevokeCalendarTokenCommand(caller.userId!)))) {
      throw new NotFoundException({ message: 'Es gibt keinen Kalender-Link, der widerrufen werden könnte.' });
    }
  }
}
