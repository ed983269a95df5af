import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SavedSearchResponse } from '../read-model/saved-search.response.js';
import { savedSearchIdPipe } from '../saved-search-id.pipe.js';
import { UpdateSavedSearchRequest } from '../saved-search.request.js';
import { SavedSearchesPlanGuard } from '../saved-searches-plan.guard.js';
import { UpdateSavedSearchCommand } from './update-saved-search.command.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class UpdateSavedSearchController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @UseGuards(SavedSearchesPlanGuard)
  @ApiOperation({ summary: 'Eigenes Suchprofil umbenennen, Kriterien ändern oder Benachrichtigung schalten (nur Pro)' })
  @ApiOkResponse({ type: SavedSearchResponse, description: 'Das geänderte Suchprofil' })
  @ApiProblems(
    400,
    401,
    [
      403,
      'Pro-Abonnement erforderlich für gespeicherte Suchprofile; die tägliche E-Mail braucht eine bestätigte E-Mail-Adresse',
    ],
    [404, 'Das Suchprofil wurde nicht gefunden'],
    [409, 'Ein anderes Suchprofil hat diesen Namen'],
  )
  async update(
    @Param('id', savedSearchIdPipe) id: string,
    @Body() body: UpdateSavedSearchRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<SavedSearchResponse> {
    return this.commands.execute(new UpdateSavedSearchCommand(id, body, caller));
  }
}
