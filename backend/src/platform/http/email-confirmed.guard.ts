import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { callerOf } from './caller.js';

export const EMAIL_UNCONFIRMED = 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.';

/**
 * Routes that make the application send mail on a user's behalf (creating or enabling alerts) need a confirmed
 * address (issue #12): 403 with a German message until the user has opened the link of the confirmation mail.
 */
@Injectable()
export class EmailConfirmedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (callerOf(context.switchToHttp().getRequest()).emailConfirmed !== true) {
      throw new ForbiddenException({ message: EMAIL_UNCONFIRMED, code: 'email_unconfirmed' });
    }
    return true;
  }
}
