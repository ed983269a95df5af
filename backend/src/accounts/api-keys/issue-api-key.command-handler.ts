import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserCommands } from '../user-commands.js';
import { generateApiKey } from './api-key-format.js';
import type { IssuedApiKeyResponse } from './api-key.response.js';
import { IssueApiKeyCommand } from './issue-api-key.command.js';

/** Only the secret's hash is recorded (the decider refuses free plans); the key itself is shown once. */
@CommandHandler(IssueApiKeyCommand)
export class IssueApiKeyHandler implements ICommandHandler<IssueApiKeyCommand> {
  constructor(private readonly commands: UserCommands) {}

  async execute({ userId, name }: IssueApiKeyCommand): Promise<IssuedApiKeyResponse> {
    const { keyId, key, secretHash } = generateApiKey();
    const at = this.commands.now().toISOString();
    await this.commands.execute(userId, { type: 'IssueApiKey', keyId, name, secretHash, at }, { actorId: userId });
    return {
      id: keyId,
      name,
      key,
      createdAt: at,
      message: 'API-Schlüssel erstellt. Bitte kopieren Sie ihn jetzt: Er wird nicht noch einmal angezeigt.',
    };
  }
}
