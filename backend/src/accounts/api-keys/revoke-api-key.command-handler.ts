import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiKeyNotFound } from '../domain/user-decider.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';
import { RevokeApiKeyCommand } from './revoke-api-key.command.js';

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand> {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
  ) {}

  async execute({ userId, keyId }: RevokeApiKeyCommand): Promise<void> {
    // Another user's key id looks exactly like an unknown one: 404, nothing revealed.
    const key = await this.accounts.apiKey(keyId);
    if (!key || key.userId !== userId) throw new ApiKeyNotFound();
    await this.commands.execute(
      userId,
      { type: 'RevokeApiKey', keyId, at: this.commands.now().toISOString() },
      { actorId: userId },
    );
  }
}
