import { Command } from '@nestjs/cqrs';
import type { UserChangedResponse } from '../read-model/user.response.js';
import type { UpdateProfileRequest } from './update-profile.request.js';

/** The user `userId` changes their names or address (from `clientIp` in `sessionId`, for the password-failure throttle). */
export class UpdateProfileCommand extends Command<UserChangedResponse> {
  constructor(
    readonly request: UpdateProfileRequest,
    readonly userId: string,
    readonly clientIp: string,
    /** The session the request came with: the password failures count against it, not the shared IP. */
    readonly sessionId: string | null = null,
  ) {
    super();
  }
}
