import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { savedSearchIdPipe } from '../saved-search-id.pipe.js';
import { DeleteSavedSearchCommand } from './delete-saved-search.command.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class DeleteSavedSearchController {
  constructor(private readonly commands: CommandBus) {}

  /** Also after a downgrade to Free: one's own data can always be removed. */
  @Delete(':id')
  @ApiOperation({ summary: 'Eigenes Suchprofil löschen (der Verlauf wird gelöscht, nur ein Prüfvermerk bleibt)' })
  @ApiOkResponse({ type: MessageResponse, description: 'Suchprofil gelöscht' })
  @ApiProblems(401, [404, 'Das Suchprofil wurde nicht gefunden'])
  async delete(@Param('id', savedSearchIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    await this.commands.execute(new DeleteSavedSearchCommand(id, caller.userId!));
    return { message: 'Suchprofil gelöscht' };
  }
}
