import { Command } from '@nestjs/cqrs';
import type { PasswordChangedResponse } from '../read-model/user.response.js';
import type { ChangePasswordRequest } from './change-password.request.js';

/** The user `userId` replaces their password (from `clientIp` in `sessionId`, for the password-failure throttle). */
export class ChangePasswordCommand extends Command<PasswordChangedResponse> {
  constructor(
    readonly request: ChangePasswordRequest,
    readonly userId: string,
    readonly clientIp: string,
    /** The session the request came with: the password failures count against it, not the shared IP. */
    readonly sessionId: string | null = null,
  ) {
    super();
  }
}
