import { Command } from '@nestjs/cqrs';
import type { UserChangedResponse } from '../read-model/user.response.js';
import type { UpdateProfileRequest } from './update-profile.request.js';

/** The user `userId` changes their names or address (from `clientIp`, for the password-failure throttle). */
export class UpdateProfileCommand extends Command<UserChangedResponse> {
  constructor(
    readonly request: UpdateProfileRequest,
    readonly userId: string,
    readonly clientIp: string,
  ) {
    super();
  }
}
