import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { berlinDate } from '../../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { enforceRateLimit } from '../../../platform/http/retry-later.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../../platform/rate-limits/rate-limit-store.port.js';
import { CLAIM_LETTER_LIMIT, tooManyLetters } from './claim-letter-limit.js';
import { ApiDownload } from '../../../platform/http/openapi/api-non-json.decorator.js';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { caseIdPipe } from '../../get-case/get-case.controller.js';
import { ClaimLetterFormRequest, toClaimLetterForm } from '../claim-letter-form.request.js';
import { CreateClaimLetterQuery, type ClaimLetterFile } from './create-claim-letter.query.js';

/**
 * "Forderungsanmeldung vorbereiten" (issue #32 item 5): the form in, a PDF letter to the administrator out. For
 * every logged-in user, as the case page it starts from; nothing of the form is stored (drafts are saved apart).
 */
@ApiTags('insolvency')
@ApiBearerAuth()
@Controller('insolvency')
export class CreateClaimLetterController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore,
  ) {}

  @Post(':id/claim-letter')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Forderungsanmeldung an den Insolvenzverwalter als PDF (DIN 5008) erstellen; nichts wird gespeichert',
  })
  @ApiDownload('application/pdf', 'Das Anschreiben mit Forderungstabelle als PDF')
  @ApiProblems(
    400,
    401,
    [404, 'Fall nicht gefunden'],
    [422, 'Für das Verfahren ist kein Insolvenzverwalter bekannt'],
    [429, 'Zu viele Anschreiben in kurzer Zeit (30 in 10 Minuten)'],
  )
  async create(
    @Param('id', caseIdPipe()) id: number,
    @Body() request: ClaimLetterFormRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<StreamableFile> {
    enforceRateLimit(await this.rateLimits.hit(CLAIM_LETTER_LIMIT, caller.userId ?? 'anonymous'), tooManyLetters);
    const letter: ClaimLetterFile = await this.queries.execute(
      new CreateClaimLetterQuery(id, toClaimLetterForm(request), berlinDate(this.clock.now())),
    );
    return new StreamableFile(letter.pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${letter.fileName}"`,
      length: letter.pdf.length,
    });
  }
}
