import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { CurrentUserView } from './current-user-view.js';

/** `/auth/me` and `/auth/user` (SPEC.md §7): the logged-in user with plan; 401 means not logged in. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class CurrentUserController {
  constructor(private readonly users: CurrentUserView) {}

  @Get('me')
  @ApiOperation({ summary: 'Angemeldeter Benutzer' })
  me(@CurrentCaller() caller: Caller) {
    return this.users.of(caller.userId!);
  }

  @Get('user')
  @ApiOperation({ summary: 'Angemeldeter Benutzer mit Tarif (401: nicht angemeldet)' })
  user(@CurrentCaller() caller: Caller) {
    return this.users.of(caller.userId!);
  }
}
