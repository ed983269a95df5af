import { Command } from '@nestjs/cqrs';

/** `userId` revokes their API key `keyId`: it stops working at once. */
export class RevokeApiKeyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly keyId: string,
  ) {
    super();
  }
}
