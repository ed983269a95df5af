import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { Public } from '../../platform/http/access.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { LogOutCommand } from './logout.command.js';

@ApiTags('auth')
@Controller('auth')
export class LogoutController {
  constructor(private readonly commands: CommandBus) {}

  /** Ends the caller's session at once; the token is refused from the next request on. Idempotent. */
  @Post('logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Abmelden: beendet die Sitzung des Tokens sofort' })
  @ApiOkResponse({ type: MessageResponse, description: 'Abgemeldet (auch ohne gültige Sitzung)' })
  async logout(@CurrentCaller() caller: Caller): Promise<MessageResponse> {
    if (caller.userId && caller.sessionId) {
      await this.commands.execute(new LogOutCommand(caller.userId, caller.sessionId));
    }
    return { message: 'Abmeldung erfolgreich' };
  }
}
