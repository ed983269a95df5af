import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../user-commands.js';
import { SessionTokens } from './session-tokens.js';

/**
 * Opens a session (`UserLoggedIn`) and issues its token; login and password change use it. The token stands once
 * the session is recorded, without waiting for the read models: until they show it (on the distributed profile
 * another process projects, seconds behind under load), the session check asks the account's stream
 * (`WriteSideAccounts`). So login answers 200 with a working token at once rather than a 202 without one.
 */
@Injectable()
export class SessionStarter {
  constructor(
    private readonly commands: UserCommands,
    private readonly tokens: SessionTokens,
  ) {}

  /** The session's token and when it was opened (the account's new `lastLoginAt`). */
  async start(userId: string): Promise<{ token: string; at: string }> {
    const sessionId = randomUUID();
    const { token, expiresAt } = await this.tokens.issue({ userId, sessionId });
    const at = this.commands.now().toISOString();
    await this.commands.execute(
      userId,
      { type: 'LogIn', sessionId, expiresAt: expiresAt.toISOString(), at },
      { actorId: userId },
      { awaitReadModels: false },
    );
    return { token, at };
  }
}
