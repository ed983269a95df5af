import { Command } from '@nestjs/cqrs';
import type { UserChangedResponse } from '../read-model/user.response.js';

/** The administrator `adminId` activates or deactivates the user `userId`. */
export class SetUserStatusCommand extends Command<UserChangedResponse> {
  constructor(
    readonly userId: string,
    readonly isActive: boolean,
    readonly adminId: string,
  ) {
    super();
  }
}
