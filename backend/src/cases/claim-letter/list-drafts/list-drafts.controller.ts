import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { caseIdPipe } from '../../get-case/get-case.controller.js';
import { ClaimLetterDraftResponse, toDraftResponse } from '../drafts/claim-letter-draft.response.js';
import type { ClaimLetterDraft } from '../drafts/claim-letter-drafts.port.js';
import { draftIdPipe } from '../drafts/draft-id.pipe.js';
import { GetDraftQuery, ListDraftsQuery } from './list-drafts.query.js';

@ApiTags('insolvency')
@ApiBearerAuth()
@Controller('insolvency')
export class ListClaimLetterDraftsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/claim-letter/drafts')
  @ApiOperation({ summary: 'Eigene Entwürfe der Forderungsanmeldung zu einem Verfahren, zuletzt geänderte zuerst' })
  @ApiOkResponse({ type: [ClaimLetterDraftResponse], description: 'Die Entwürfe des angemeldeten Nutzers' })
  @ApiProblems(401, [404, 'Fall nicht gefunden (Kennung ist keine Zahl)'])
  async list(
    @Param('id', caseIdPipe()) caseId: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimLetterDraftResponse[]> {
    const drafts: ClaimLetterDraft[] = await this.queries.execute(new ListDraftsQuery(caller.userId!, caseId));
    return drafts.map(toDraftResponse);
  }

  @Get(':id/claim-letter/drafts/:draftId')
  @ApiOperation({ summary: 'Einen eigenen Entwurf der Forderungsanmeldung laden' })
  @ApiOkResponse({ type: ClaimLetterDraftResponse, description: 'Der Entwurf' })
  @ApiProblems(401, [404, 'Entwurf nicht gefunden (auch der eines anderen Nutzers)'])
  async get(
    @Param('id', caseIdPipe()) caseId: number,
    @Param('draftId', draftIdPipe) draftId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimLetterDraftResponse> {
    return toDraftResponse(await this.queries.execute(new GetDraftQuery(caller.userId!, caseId, draftId)));
  }
}
