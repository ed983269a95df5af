import { Command } from '@nestjs/cqrs';

/**
 * The unsubscribe link of a portfolio mail calling into the portfolios (which handle it): the portfolio's
 * delivery becomes `aus` (hits in the app and through webhooks only). `not_found` once the portfolio was deleted.
 */
export class SwitchOffPortfolioMailsCommand extends Command<'switched-off' | 'not_found'> {
  constructor(readonly portfolioId: string) {
    super();
  }
}
