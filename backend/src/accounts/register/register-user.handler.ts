import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EmailAlreadyRegistered } from '../domain/email-reservation-decider.js';
import type { Role } from '../domain/events.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { UnconfirmedAccountEraser } from '../expire-unconfirmed/unconfirmed-account-eraser.js';
import { Passwords } from '../passwords/passwords.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { EmailReservations } from '../email-reservation/email-reservations.js';
import { UserCommands } from '../user-commands.js';

export { EmailAlreadyRegistered };

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
}

/**
 * RegisterUser: a new `user-<random id>` stream. E-mail addresses are unique case-insensitively: the address is
 * reserved in its reservation stream before the account is recorded (`EmailReservations`: holds across
 * processes), and the read model is asked too, for accounts registered before addresses were reserved.
 *
 * A self-registered address must be confirmed (a link is mailed); an account an operator creates (`operatorId`:
 * CLI, `ADMIN_EMAIL`, demo accounts) is confirmed at once, as the operator vouches for the address.
 *
 * An address held by an unconfirmed account past its deadline (`UNCONFIRMED_ACCOUNT_DAYS`) is free: the
 * reservation takes it over (appended with the revision read, so of two registrations racing for it one wins and
 * the other gets the usual 409) and the old account is erased before the new one is recorded, whether or not the
 * daily cleanup came first. A holder not yet past its deadline keeps the address (409 as for any taken address).
 */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly reservations: EmailReservations,
    private readonly passwords: Passwords,
    private readonly confirmations: EmailConfirmations,
    private readonly eraser: UnconfirmedAccountEraser,
  ) {}

  async register(account: NewAccount, operatorId?: string): Promise<string> {
    // A taken address costs no hash (the reservation below decides).
    const existing = await this.accounts.userByEmail(account.email);
    if (existing && !(await this.eraser.isExpired(existing.id))) throw new EmailAlreadyRegistered();
    const passwordHash = await this.passwords.hash(account.password);
    const confirmation = operatorId === undefined ? this.confirmations.newRequest() : null;
    const userId = randomUUID();
    const actorId = operatorId ?? userId;
    const { displaced } = await this.reservations.reserve(account.email, userId);
    let erased = displaced !== null && (await this.eraser.eraseIfExpired(displaced, 'registration', actorId));
    // An account registered before addresses were reserved holds its address without a reservation.
    const holder = await this.accounts.userByEmail(account.email);
    if (holder && holder.id !== userId) {
      if (!(await this.eraser.eraseIfExpired(holder.id, 'registration', actorId))) {
        await this.reservations.release(account.email, userId);
        throw new EmailAlreadyRegistered();
      }
      erased = true;
    }
    if (erased) await this.eraser.purgeTraces();
    // Should recording the account fail now, the reservation is taken over once abandoned (ABANDONED_AFTER_MS).
    // The link is mailed once the account is recorded, before the wait for the read models: a registration that
    // answers 202 (projections lagging in another process) still gets its mail.
    await this.commands.execute(
      userId,
      {
        type: 'RegisterUser',
        userId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
        role: account.role,
        confirmation,
        at: this.commands.now().toISOString(),
      },
      {
        actorId: operatorId ?? userId,
      },
      {
        // A lost mail does not undo the registration: the account can have it sent again.
        beforeReadModels: async ({ events }) => void (await this.confirmations.mailLink(account, events)),
      },
    );
    return userId;
  }
}
