import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import type { CommandResult } from '../platform/command-handling/handle-command.js';
import type { PortfolioCommand } from './domain/commands.js';
import { portfolioStream, type PortfolioEvent } from './domain/events.js';
import { portfolioDecider, type PortfolioState } from './domain/portfolio-decider.js';

/**
 * Runs portfolio commands on `portfolio-<id>`. No projection is awaited: the portfolios' directory is written by
 * the handlers into the row store right after the event (README "Portfolios", storage decision).
 */
@Injectable()
export class PortfolioCommands {
  constructor(private readonly executor: CommandExecutor) {}

  run(
    portfolioId: string,
    command: PortfolioCommand,
    actorId: string,
  ): Promise<CommandResult<PortfolioEvent, PortfolioState>> {
    return this.executor.execute(
      portfolioStream(portfolioId),
      portfolioDecider,
      command,
      { actorId, now: new Date() },
      { retryOnConflict: 2 },
    );
  }
}
