import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PortfolioCommands } from '../portfolio-commands.js';
import { portfolioIdPipe } from '../http/portfolio-id.pipe.js';
import { PortfolioErasure } from './portfolio-erasure.js';

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
export class DeletePortfolioController {
  constructor(
    private readonly commands: PortfolioCommands,
    private readonly erasure: PortfolioErasure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Also after a downgrade to Free: one's own data can always be removed. */
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Portfolio löschen (mit Zeilen, Uploads, Entscheidungen und Treffern)' })
  @ApiNoContentResponse({ description: 'Portfolio gelöscht' })
  @ApiProblems(401, [404, 'Das Portfolio wurde nicht gefunden'])
  async delete(@Param('id', portfolioIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<void> {
    const ownerId = caller.userId!;
    await this.commands.run(id, { type: 'DeletePortfolio', by: ownerId }, ownerId);
    await this.erasure.erase(id, ownerId, this.clock.now());
  }
}
