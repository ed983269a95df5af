import { Command } from '@nestjs/cqrs';
import type { PasswordChangedResponse } from '../read-model/user.response.js';
import type { ChangePasswordRequest } from './change-password.request.js';

/** The user `userId` replaces their password (from `clientIp`, for the password-failure throttle). */
export class ChangePasswordCommand extends Command<PasswordChangedResponse> {
  constructor(
    readonly request: ChangePasswordRequest,
    readonly userId: string,
    readonly clientIp: string,
  ) {
    super();
  }
}
