import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../user-commands.js';
import { SessionTokens } from './session-tokens.js';

/** Opens a session (`UserLoggedIn`) and issues its token; register, login and password change use it. */
@Injectable()
export class SessionStarter {
  constructor(
    private readonly commands: UserCommands,
    private readonly tokens: SessionTokens,
  ) {}

  async start(userId: string): Promise<string> {
    const sessionId = randomUUID();
    const { token, expiresAt } = await this.tokens.issue({ userId, sessionId });
    const at = this.commands.now().toISOString();
    await this.commands.execute(
      userId,
      { type: 'LogIn', sessionId, expiresAt: expiresAt.toISOString(), at },
      { actorId: userId },
    );
    return token;
  }
}
