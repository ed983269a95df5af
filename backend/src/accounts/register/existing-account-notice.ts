import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { registrationAttemptNotice } from '../email-confirmation/confirmation-mails.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { FORGOT_PASSWORD_PATH } from '../password-reset/password-reset-links.js';
import { Passwords } from '../passwords/passwords.js';
import { ConfirmationMailLimit } from '../rate-limits/registration-limits.js';
import { UserCommands } from '../user-commands.js';

/**
 * A registration for an address that has an account: nothing is recorded, the owner is mailed instead (within
 * the per-address mail limit; beyond it quietly nothing, as any answer would tell the caller something), and
 * the password is hashed as for a new account so the answer takes about as long.
 */
@Injectable()
export class ExistingAccountNotice {
  constructor(
    private readonly passwords: Passwords,
    private readonly mailLimit: ConfirmationMailLimit,
    private readonly confirmations: EmailConfirmations,
    private readonly commands: UserCommands,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(address: string, password: string): Promise<void> {
    await this.passwords.hash(password);
    if (!(await this.mailLimit.mayMail(address))) return;
    const mail = registrationAttemptNotice(
      address,
      this.commands.now(),
      `${this.config.appUrl}/login`,
      `${this.config.appUrl}${FORGOT_PASSWORD_PATH}`,
    );
    await this.confirmations.send(mail, 'existing-account');
  }
}
