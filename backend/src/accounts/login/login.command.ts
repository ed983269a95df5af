import { Command } from '@nestjs/cqrs';
import type { SessionStartedResponse } from '../read-model/user.response.js';
import type { LoginRequest } from './login.request.js';

/**
 * Log in with address and password from `clientIp`; answers with a new session. `deviceCookie`: the browser's
 * device cookie as sent (`device-cookies/device-cookies.ts`), if any.
 */
export class LogInCommand extends Command<SessionStartedResponse> {
  constructor(
    readonly request: LoginRequest,
    readonly clientIp: string,
    readonly deviceCookie?: string,
  ) {
    super();
  }
}
