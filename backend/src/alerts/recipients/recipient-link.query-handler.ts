import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { RecipientCommands } from './recipient-commands.js';
import { RecipientLinkQuery, type RecipientLinkView } from './recipient-link.query.js';

@QueryHandler(RecipientLinkQuery)
export class RecipientLinkHandler implements IQueryHandler<RecipientLinkQuery> {
  constructor(
    private readonly commands: RecipientCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
  ) {}

  /**
   * From the recipient's stream (the page must show the state the link acts on); the owner by its account
   * address from the read model (not its names: free text, shown to someone who has not consented).
   */
  async execute({ recipientKey }: RecipientLinkQuery): Promise<RecipientLinkView | null> {
    const state = await this.commands.load(recipientKey);
    if (state.status === 'none') return null;
    return { status: state.status, ownerAddress: (await this.queries.owner(state.ownerId))?.emailKey ?? null };
  }
}
