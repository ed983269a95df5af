import { Command } from '@nestjs/cqrs';

/** The signed one-click link of a digest mail switches its subscription off; `not_found` once it was deleted. */
export class UnsubscribeCommand extends Command<'deactivated' | 'not_found'> {
  constructor(readonly subscriptionId: string) {
    super();
  }
}
