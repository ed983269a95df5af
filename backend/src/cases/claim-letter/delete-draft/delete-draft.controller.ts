import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../../platform/http/openapi/message.response.js';
import { caseIdPipe } from '../../get-case/get-case.controller.js';
import { draftIdPipe } from '../drafts/draft-id.pipe.js';
import { DeleteDraftCommand } from './delete-draft.command.js';

@ApiTags('insolvency')
@ApiBearerAuth()
@Controller('insolvency')
export class DeleteClaimLetterDraftController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/claim-letter/drafts/:draftId')
  @ApiOperation({ summary: 'Eigenen Entwurf der Forderungsanmeldung löschen' })
  @ApiOkResponse({ type: MessageResponse, description: 'Entwurf gelöscht' })
  @ApiProblems(401, [404, 'Entwurf nicht gefunden (auch der eines anderen Nutzers)'])
  async delete(
    @Param('id', caseIdPipe()) caseId: number,
    @Param('draftId', draftIdPipe) draftId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<MessageResponse> {
    await this.commands.execute(new DeleteDraftCommand(caller.userId!, caseId, draftId));
    return { message: 'Entwurf gelöscht' };
  }
}
