import { ForbiddenException } from '@nestjs/common';
import type { Caller } from '../platform/http/caller.js';
import { EMAIL_UNCONFIRMED } from '../platform/http/email-confirmed.guard.js';

/**
 * Switching a saved search's daily e-mail on makes the application send mail to the account's address, so it
 * needs a confirmed address like creating alerts does (issue #12); saving without the e-mail does not.
 */
export function assertMayEnableAlert(caller: Caller, alert: boolean | undefined): void {
  if (alert === true && caller.emailConfirmed !== true) {
    throw new ForbiddenException({ message: EMAIL_UNCONFIRMED, code: 'email_unconfirmed' });
  }
}
