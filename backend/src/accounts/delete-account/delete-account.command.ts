import { Command } from '@nestjs/cqrs';
import type { MessageResponse } from '../../platform/http/openapi/message.response.js';
import type { DeleteAccountRequest } from './delete-account.request.js';

/** The answer, and whether a step is still to be repeated in the background (202 instead of 200). */
export type AccountDeletionOutcome = MessageResponse & { pending?: true };

/** The user `userId` erases their own account (from `clientIp` in `sessionId`, for the password-failure throttle). */
export class DeleteAccountCommand extends Command<AccountDeletionOutcome> {
  constructor(
    readonly request: DeleteAccountRequest,
    readonly userId: string,
    readonly clientIp: string,
    /** The session the request came with: the password failures count against it, not the shared IP. */
    readonly sessionId: string | null = null,
  ) {
    super();
  }
}
