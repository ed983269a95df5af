import { Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SubscriptionNotFound } from '../domain/errors.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
  ) {}

  async execute({ subscriptionId, caller }: ResendConfirmationCommand): Promise<SubscriptionView> {
    const { state } = await this.commands.load(subscriptionId);
    if (state.status === 'none' || state.status === 'deleted' || state.ownerId !== caller.userId)
      throw new SubscriptionNotFound();
    const outcome = await this.confirmations.request(caller.userId, state.fields.email, 'resend', {
      waitForReadModel: true,
    });
    if (outcome === 'mail_failed')
      throw new ServiceUnavailableException({
        message: 'Die Bestätigungs-E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        code: 'mail_failed',
      });
    return (await this.queries.find(subscriptionId))!;
  }
}
