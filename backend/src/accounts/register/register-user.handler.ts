import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { Role } from '../domain/events.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
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
 */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly commands: UserCommands,
    private readonly accounts: AccountsReadModel,
    private readonly emailLock: EmailLock,
  ) {}

  async register(account: NewAccount, actorId?: string): Promise<string> {
    const passwordHash = await hashPassword(account.password);
    return this.emailLock.run(async () => {
      if (this.accounts.userByEmail(account.email)) throw new EmailAlreadyRegistered();
      const userId = randomUUID();
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
          at: this.commands.now().toISOString(),
        },
        { actorId: actorId ?? userId },
      );
      return userId;
    });
  }
}
