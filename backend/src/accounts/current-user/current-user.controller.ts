import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { UserResponse } from '../read-model/user.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

/** `/auth/me` and `/auth/user` (docs/SPEC.md §7): the logged-in user with plan; 401 means not logged in. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class CurrentUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  @ApiOperation({ summary: 'Angemeldeter Benutzer' })
  @ApiOkResponse({ type: UserResponse, description: 'Der angemeldete Benutzer' })
  @ApiProblems(401)
  me(@CurrentCaller() caller: Caller): Promise<UserResponse> {
    return this.queries.execute(new GetCurrentUserQuery(caller.userId!));
  }

  @Get('user')
  @ApiOperation({ summary: 'Angemeldeter Benutzer mit Tarif (401: nicht angemeldet)' })
  @ApiOkResponse({ type: UserResponse, description: 'Der angemeldete Benutzer mit Tarif' })
  @ApiProblems(401)
  user(@CurrentCaller() caller: Caller): Promise<UserResponse> {
    return this.queries.execute(new GetCurrentUserQuery(caller.userId!));
  }
}
