import { Body, Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { caseIdPipe } from '../../get-case/get-case.controller.js';
import { ClaimLetterFormRequest, toClaimLetterForm } from '../claim-letter-form.request.js';
import { ClaimLetterDraftResponse, toDraftResponse } from '../drafts/claim-letter-draft.response.js';
import { draftIdPipe } from '../drafts/draft-id.pipe.js';
import { SaveDraftCommand } from './save-draft.command.js';

/** "Als Entwurf speichern": the form as it is (fields may be empty), for the caller only. */
@ApiTags('insolvency')
@ApiBearerAuth()
@Controller('insolvency')
export class SaveClaimLetterDraftController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/claim-letter/drafts')
  @ApiOperation({ summary: 'Forderungsanmeldung als Entwurf speichern (nur für den angemeldeten Nutzer sichtbar)' })
  @ApiCreatedResponse({ type: ClaimLetterDraftResponse, description: 'Entwurf gespeichert' })
  @ApiProblems(400, 401, [404, 'Fall nicht gefunden'], [409, 'Höchstzahl an Entwürfen erreicht'])
  async create(
    @Param('id', caseIdPipe()) caseId: number,
    @Body() request: ClaimLetterFormRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimLetterDraftResponse> {
    const draft = await this.commands.execute(
      new SaveDraftCommand(caller.userId!, caseId, null, toClaimLetterForm(request)),
    );
    return toDraftResponse(draft);
  }

  @Put(':id/claim-letter/drafts/:draftId')
  @ApiOperation({ summary: 'Eigenen Entwurf einer Forderungsanmeldung überschreiben' })
  @ApiOkResponse({ type: ClaimLetterDraftResponse, description: 'Entwurf gespeichert' })
  @ApiProblems(400, 401, [404, 'Entwurf nicht gefunden (auch der eines anderen Nutzers)'])
  async update(
    @Param('id', caseIdPipe()) caseId: number,
    @Param('draftId', draftIdPipe) draftId: string,
    @Body() request: ClaimLetterFormRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimLetterDraftResponse> {
    const draft = await this.commands.execute(
      new SaveDraftCommand(caller.userId!, caseId, draftId, toClaimLetterForm(request)),
    );
    return toDraftResponse(draft);
  }
}
