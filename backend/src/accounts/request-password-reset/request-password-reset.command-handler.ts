import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { BackgroundTasks } from '../../platform/background/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { unconfirmedAccountExpired } from '../domain/user-decider.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { PASSWORD_RESET_VALID_MINUTES, PasswordResetLinks } from '../password-reset/password-reset-links.js';
import { passwordResetMail } from '../password-reset/password-reset-mail.js';
import { PasswordResetLimit } from '../rate-limits/password-reset-limit.js';
import { ConfirmationMailLimit } from '../rate-limits/registration-limits.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/** What every request is told, whether the address has an account or not (OWASP "Forgot Password"). */
export const PASSWORD_RESET_REQUESTED =
  'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts ' +
  `gesendet. Der Link ist ${PASSWORD_RESET_VALID_MINUTES} Minuten gültig.`;

/**
 * "Passwort vergessen": mails a link to set a new password to the address, if it belongs to an active account.
 * The answer is the same either way and comes before the look-up and the mail (their time would tell whether the
 * address has an account); the mail goes out in the background. Nothing is recorded: the link is signed over the
 * account's password hash (`PasswordResetTokens`). Within the per-IP request limit (429) and the per-address
 * mail limit shared with the confirmation mails (beyond it quietly no mail, as anything else would tell).
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler
  implements ICommandHandler<RequestPasswordResetCommand>, OnApplicationShutdown
{
  private readonly logger = new Logger('Accounts');
  private readonly tasks = new BackgroundTasks(this.logger);

  constructor(
    private readonly limit: PasswordResetLimit,
    private readonly mailLimit: ConfirmationMailLimit,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly commands: UserCommands,
    private readonly links: PasswordResetLinks,
    private readonly mails: EmailConfirmations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, clientIp }: RequestPasswordResetCommand): Promise<string> {
    await this.limit.take(clientIp);
    this.tasks.run(`password reset mail ${randomUUID()}`, () => this.mailLink(email));
    return PASSWORD_RESET_REQUESTED;
  }

  private async mailLink(email: string): Promise<void> {
    const account = await this.accounts.userByEmail(email);
    if (!account?.isActive) return;
    const state = await this.commands.load(account.id);
    if (state.userId === null || state.erasureRequestedAt !== null || !state.active) return;
    const now = this.commands.now();
    // An unconfirmed self-registration past its deadline counts as gone even before the expiry job closed it.
    if (unconfirmedAccountExpired(state, now.toISOString(), this.config.accountLimits.unconfirmedAccountDays)) return;
    if (!(await this.mailLimit.mayMail(state.email))) return;
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000);
    const link = this.links.link(state.userId, state.passwordHash, expiresAt);
    await this.mails.send(passwordResetMail(state.email, link, now, expiresAt), state.userId);
  }

  /** Resolves when the mails of every request so far are handed over or skipped (shutdown, tests). */
  async settled(): Promise<void> {
    await this.tasks.drain();
  }

  /** Mails still being handed over are finished before the mailer closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
