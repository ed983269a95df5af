import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { Role } from '../domain/events.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { Passwords } from '../passwords/passwords.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { EmailLock } from '../email-lock.js';
import { UserCommands } from '../user-commands.js';

export class EmailAlreadyRegistered extends DomainError {
  constructor() {
    super('conflict', 'email_taken', 'Diese E-Mail-Adresse ist bereits registriert.');
  }
}

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
}

/**
 * RegisterUser: a new `user-<random id>` stream. E-mail addresses are unique case-insensitively: the check
 * against the read model and the append run under one lock, and the read model is caught up before the lock
 * is released (UserCommands waits for it), so two registrations of one address cannot both pass.
 *
 * A self-registered address must be confirmed (a link is mailed); an account an operator creates (`operatorId`:
 * CLI, `ADMIN_EMAIL`, demo accounts) is confirmed at once, as the operator vouches for the address.
 */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly emailLock: EmailLock,
    private readonly passwords: Passwords,
    private readonly confirmations: EmailConfirmations,
  ) {}

  async register(account: NewAccount, operatorId?: string): Promise<string> {
    // A taken address costs no hash (checked again under the lock below).
    if (await this.accounts.userByEmail(account.email)) throw new EmailAlreadyRegistered();
    const passwordHash = await this.passwords.hash(account.password);
    const confirmation = operatorId === undefined ? this.confirmations.newRequest() : null;
    const { userId, events } = await this.emailLock.run(async () => {
      if (await this.accounts.userByEmail(account.email)) throw new EmailAlreadyRegistered();
      const userId = randomUUID();
      const { events } = await this.commands.execute(
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
        { actorId: operatorId ?? userId },
      );
      return { userId, events };
    });
    // A lost mail does not undo the registration: the account can have it sent again.
    await this.confirmations.mailLink(account, events);
    return userId;
  }
}
