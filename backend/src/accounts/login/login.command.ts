import { Command } from '@nestjs/cqrs';
import type { SessionStartedResponse } from '../read-model/user.response.js';
import type { LoginRequest } from './login.request.js';

/** Log in with address and password from `clientIp`; answers with a new session. */
export class LogInCommand extends Command<SessionStartedResponse> {
  constructor(
    readonly request: LoginRequest,
    readonly clientIp: string,
  ) {
    super();
  }
}
