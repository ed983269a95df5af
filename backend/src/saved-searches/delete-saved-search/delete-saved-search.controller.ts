import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { savedSearchIdPipe } from '../saved-search-id.pipe.js';
import { SavedSearchErasure } from './saved-search-erasure.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class DeleteSavedSearchController {
  constructor(
    private readonly commands: SavedSearchCommands,
    private readonly erasure: SavedSearchErasure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Also after a downgrade to Free: one's own data can always be removed. */
  @Delete(':id')
  @ApiOperation({ summary: 'Eigenes Suchprofil löschen (der Verlauf wird gelöscht, nur ein Prüfvermerk bleibt)' })
  @ApiOkResponse({ type: MessageResponse, description: 'Suchprofil gelöscht' })
  @ApiProblems(401, [404, 'Das Suchprofil wurde nicht gefunden'])
  async delete(@Param('id', savedSearchIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    const at = this.clock.now();
    await this.commands.run(id, { type: 'DeleteSavedSearch', by: caller.userId!, at }, caller.userId!);
    await this.erasure.erase(id, caller.userId!, at);
    return { message: 'Suchprofil gelöscht' };
  }
}
