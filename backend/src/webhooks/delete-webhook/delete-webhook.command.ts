import { Command } from '@nestjs/cqrs';

/** Delete (erase) one's own endpoint with its secret, deliveries and log; only an audit record remains. */
export class DeleteWebhookCommand extends Command<void> {
  constructor(
    readonly endpointId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
