import {
  BadRequestException,
  ConflictException,
  Inject,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminRemovals } from '../admin-removals/admin-removals.js';
import { isMissingAtStripe, STRIPE, type StripeGateway } from '../billing/stripe/stripe-client.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle, sessionAsDevice } from '../rate-limits/login-throttle.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';
import { decideAccountDeletion } from './account-deletion-decider.js';
import { AccountErasures } from './account-erasures.js';
import { DeleteAccountCommand, type AccountDeletionOutcome } from './delete-account.command.js';

export const ACCOUNT_DELETED = 'Ihr Konto wurde gelöscht.';
export const ACCOUNT_DELETION_PENDING =
  'Ihr Konto wird gelöscht. Ein Schritt muss wiederholt werden; das geschieht automatisch in Kürze.';

export const SUBSCRIPTION_NOT_CANCELLED =
  'Ihr Abonnement konnte gerade nicht gekündigt werden; Ihr Konto wurde nicht gelöscht. Bitte versuchen Sie es später erneut.';

/**
 * "Konto löschen": checks the current password (failures count like failed logins, so a stolen session cannot
 * guess it), decides (`decideAccountDeletion`), cancels a running Stripe subscription at once (an erased account
 * must never be charged again; if Stripe cannot be reached nothing is erased), then erases the account
 * (`AccountErasures`). The answer comes once every session has ended and the account's data is gone.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly commands: UserCommands,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(STRIPE) private readonly stripe: StripeGateway | null,
    private readonly erasures: AccountErasures,
    private readonly adminRemovals: AdminRemovals,
  ) {}

  async execute({ request, userId, clientIp, sessionId }: DeleteAccountCommand): Promise<AccountDeletionOutcome> {
    const state = await this.commands.load(userId);
    const [account, ip] = [state.email.toLowerCase(), clientIp];
    const attempt = await this.throttle.admit(account, ip, sessionAsDevice(sessionId));
    const passwordCorrect =
      state.userId !== null
        ? await this.passwords.verify(request.password, state.passwordHash)
        : await this.passwords.verifyUnknown(request.password);
    const decideAndErase = async (): Promise<AccountDeletionOutcome> => {
      const activeAdmins = state.role === 'admin' ? await this.accounts.activeAdminCount() : 0;
      const decision = decideAccountDeletion({ account: state, passwordCorrect, activeAdmins });
      if (decision.kind === 'refused') {
        if (decision.reason === 'gone') throw new NotFoundException(decision.message);
        if (decision.reason === 'last-admin') throw new ConflictException(decision.message);
        await this.throttle.recordFailure(account, ip, attempt);
        throw new BadRequestException(decision.message);
      }
      if (decision.cancelSubscription !== null) await this.cancel(decision.cancelSubscription, userId);
      const outcome = await this.erasures.erase(userId, decision.cancelSubscription !== null);
      return outcome === 'finished'
        ? { message: ACCOUNT_DELETED }
        : { message: ACCOUNT_DELETION_PENDING, pending: true };
    };
    // An administrator's count and erasure after any other admin removal in progress (`AdminRemovals`).
    return state.role === 'admin' ? this.adminRemovals.one(decideAndErase) : decideAndErase();
  }

  /** Ends the subscription now (no further invoice); one Stripe no longer knows counts as ended. */
  private async cancel(subscriptionId: string, userId: string): Promise<void> {
    if (!this.stripe) throw new ServiceUnavailableException(SUBSCRIPTION_NOT_CANCELLED);
    try {
      await this.stripe.stripe.subscriptions.cancel(subscriptionId, undefined, {
        idempotencyKey: `account-erasure-cancel-${userId}`,
      });
    } catch (error) {
      if (isMissingAtStripe(error)) return;
      this.logger.warn(`subscription of account ${userId} not cancelled: ${(error as Error).message}`);
      throw new ServiceUnavailableException(SUBSCRIPTION_NOT_CANCELLED);
    }
  }
}
