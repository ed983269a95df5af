import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { Public } from '../../platform/http/access.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { UserCommands } from '../user-commands.js';

@ApiTags('auth')
@Controller('auth')
export class LogoutController {
  constructor(private readonly commands: UserCommands) {}

  /** Ends the caller's session at once; the token is refused from the next request on. Idempotent. */
  @Post('logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Abmelden: beendet die Sitzung des Tokens sofort' })
  @ApiOkResponse({ type: MessageResponse, description: 'Abgemeldet (auch ohne gültige Sitzung)' })
  async logout(@CurrentCaller() caller: Caller): Promise<MessageResponse> {
    if (caller.userId && caller.sessionId) {
      await this.commands.execute(
        caller.userId,
        { type: 'LogOut', sessionId: caller.sessionId, at: this.commands.now().toISOString() },
        { actorId: caller.userId },
      );
    }
    return { message: 'Abmeldung erfolgreich' };
  }
}
