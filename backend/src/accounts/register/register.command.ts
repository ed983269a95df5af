import { Command } from '@nestjs/cqrs';
import type { SessionStartedResponse } from '../read-model/user.response.js';
import type { RegisterRequest } from './register.request.js';

/** Self-registration on the free plan from `clientIp`; answers with a session of the new account. */
export class RegisterCommand extends Command<SessionStartedResponse> {
  constructor(
    readonly request: RegisterRequest,
    readonly clientIp: string,
  ) {
    super();
  }
}
