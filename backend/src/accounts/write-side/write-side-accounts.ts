import { Inject, Injectable } from '@nestjs/common';
import { EmailReservations } from '../email-reservation/email-reservations.js';
import { sameMailbox, type UserState } from '../domain/user-decider.js';
import { ACCOUNT_QUERIES, type AccountQueries, type AccountRecord } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';

/**
 * An account as its own stream tells it (the write side), for the moments the accounts read model has not caught
 * up: on the distributed profile another process projects, and under load it runs seconds behind. Login, the
 * session check and "me" ask here when the read model does not know the account or session yet, so a session
 * works from the moment `UserLoggedIn` is recorded rather than from the moment a projection shows it.
 */
@Injectable()
export class WriteSideAccounts {
  constructor(
    private readonly commands: UserCommands,
    private readonly reservations: EmailReservations,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
  ) {}

  /**
   * The account whose address is `email`: the holder of the address's reservation stream (registration reserves
   * it before it records the account), else the read model's (accounts registered before reservations existed).
   */
  async idByEmail(email: string): Promise<string | null> {
    const holder = await this.reservations.holder(email);
    if (holder !== null) {
      const state = await this.commands.load(holder);
      // An account whose erasure was asked for is gone, although its stream may still be there.
      if (state.userId !== null && state.erasureRequestedAt === null && sameMailbox(state.email, email)) return holder;
    }
    return (await this.accounts.userByEmail(email))?.id ?? null;
  }

  /** The account if it is registered, from its stream. */
  async account(userId: string): Promise<AccountRecord | null> {
    return accountRecordOf(await this.commands.load(userId));
  }

  /** The account if `sessionId` is one of its open sessions at `now` and it is active (as the read model asks). */
  async ofOpenSession(userId: string, sessionId: string, now: Date): Promise<AccountRecord | null> {
    const state = await this.commands.load(userId);
    const expiresAt = state.sessions.get(sessionId);
    if (!state.active || expiresAt === undefined || expiresAt <= now.toISOString()) return null;
    return accountRecordOf(state);
  }
}

/** The read model's shape of a registered account's state (`lastLoginAt` is the read model's alone). */
export function accountRecordOf(state: UserState): AccountRecord | null {
  if (state.userId === null || state.registeredAt === null || state.erasureRequestedAt !== null) return null;
  const pending = state.pendingEmail;
  return {
    id: state.userId,
    email: state.email,
    firstName: state.firstName,
    lastName: state.lastName,
    role: state.role,
    isActive: state.active,
    emailConfirmed: state.emailConfirmed,
    pendingEmail: pending && !sameMailbox(pending.email, state.email) ? pending.email : null,
    plan: state.plan,
    planPeriodEnd: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stripeCustomerId: state.stripeCustomerId,
    stripeSubscriptionId: state.stripeSubscriptionId,
    createdAt: state.registeredAt,
    lastLoginAt: null,
  };
}
