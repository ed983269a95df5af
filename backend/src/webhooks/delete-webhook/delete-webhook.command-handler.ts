import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { WebhookCommands } from '../webhook-commands.js';
import { DeleteWebhookCommand } from './delete-webhook.command.js';
import { WebhookErasure } from './webhook-erasure.js';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand> {
  constructor(
    private readonly commands: WebhookCommands,
    private readonly erasure: WebhookErasure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ endpointId, ownerId }: DeleteWebhookCommand): Promise<void> {
    const at = this.clock.now();
    // The decider answers 404 for an unknown id or someone else's endpoint.
    await this.commands.run(endpointId, { type: 'DeleteWebhookEndpoint', by: ownerId, at }, ownerId);
    await this.erasure.erase(endpointId, ownerId, at);
  }
}
