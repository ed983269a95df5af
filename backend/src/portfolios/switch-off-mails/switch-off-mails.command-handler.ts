import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SwitchOffPortfolioMailsCommand } from '../../platform/unsubscribe/switch-off-portfolio-mails.command.js';
import { PortfolioNotFound } from '../domain/errors.js';
import { PortfolioCommands } from '../portfolio-commands.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';

/** The unsubscribe link of a portfolio mail: delivery `aus`, in the stream and in the portfolios' directory. */
@CommandHandler(SwitchOffPortfolioMailsCommand)
export class SwitchOffPortfolioMailsHandler implements ICommandHandler<SwitchOffPortfolioMailsCommand> {
  constructor(
    private readonly commands: PortfolioCommands,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
  ) {}

  async execute({ portfolioId }: SwitchOffPortfolioMailsCommand): Promise<'switched-off' | 'not_found'> {
    try {
      await this.commands.run(portfolioId, { type: 'SwitchOffMailsByLink' }, 'system:unsubscribe-link');
    } catch (error) {
      if (error instanceof PortfolioNotFound) return 'not_found';
      throw error;
    }
    // Also when the stream said `aus` already: a crash between the event and this write is repaired by the next click.
    await this.store.updatePortfolio(portfolioId, { mode: 'aus' });
    return 'switched-off';
  }
}
