import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SavedSearchResponse } from '../read-model/saved-search.response.js';
import { CreateSavedSearchRequest } from '../saved-search.request.js';
import { SavedSearchesPlanGuard } from '../saved-searches-plan.guard.js';
import { CreateSavedSearchCommand } from './create-saved-search.command.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class CreateSavedSearchController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @UseGuards(SavedSearchesPlanGuard)
  @ApiOperation({ summary: 'Suche als Suchprofil speichern (nur Pro)' })
  @ApiCreatedResponse({ type: SavedSearchResponse, description: 'Das gespeicherte Suchprofil' })
  @ApiProblems(
    400,
    401,
    [
      403,
      'Pro-Abonnement erforderlich für gespeicherte Suchprofile; die tägliche E-Mail braucht eine bestätigte E-Mail-Adresse',
    ],
    [409, 'Ein Suchprofil mit diesem Namen gibt es bereits'],
    [422, `Schon ${SAVED_SEARCHES_MAX} Suchprofile gespeichert`],
  )
  async create(@Body() body: CreateSavedSearchRequest, @CurrentCaller() caller: Caller): Promise<SavedSearchResponse> {
    return this.commands.execute(new CreateSavedSearchCommand(body, caller));
  }
}
