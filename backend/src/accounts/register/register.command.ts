import { Command } from '@nestjs/cqrs';
import type { RegistrationResponse } from './registration.response.js';
import type { RegisterRequest } from './register.request.js';

/** Self-registration on the free plan from `clientIp`; answers alike for free and taken addresses. */
export class RegisterCommand extends Command<RegistrationResponse> {
  constructor(
    readonly request: RegisterRequest,
    readonly clientIp: string,
  ) {
    super();
  }
}
