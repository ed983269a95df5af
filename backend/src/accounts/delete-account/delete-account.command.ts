import { Command } from '@nestjs/cqrs';
import type { MessageResponse } from '../../platform/http/openapi/message.response.js';
import type { DeleteAccountRequest } from './delete-account.request.js';

/** The user `userId` erases their own account (from `clientIp`, for the password-failure throttle). */
export class DeleteAccountCommand extends Command<MessageResponse> {
  constructor(
    readonly request: DeleteAccountRequest,
    readonly userId: string,
    readonly clientIp: string,
  ) {
    super();
  }
}
