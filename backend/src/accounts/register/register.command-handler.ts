import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectionsBehind } from '../../platform/projections-host/projections-host.port.js';
import { RegistrationLimit } from '../rate-limits/registration-limits.js';
import { ExistingAccountNotice } from './existing-account-notice.js';
import { RegisterCommand } from './register.command.js';
import { EmailAlreadyRegistered, RegisterUserHandler } from './register-user.handler.js';
import { registrationAccepted, type RegistrationResponse } from './registration.response.js';

/**
 * Registers within the per-IP limit (RegisterUserHandler mails the confirmation link). Whether the address was
 * free or already had an account, the answer is the same (issue #28, OWASP: no account enumeration): the owner
 * of an existing account is mailed instead, and nobody gets a session here; the new user logs in (the login
 * works before the address is confirmed). Projections behind (another process, `ProjectionsBehind`) change
 * nothing in the answer either: the account is recorded and its link mailed, and login asks the account's stream,
 * so the new user can log in at once.
 */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    private readonly registration: RegisterUserHandler,
    private readonly limit: RegistrationLimit,
    private readonly existing: ExistingAccountNotice,
  ) {}

  async execute({ request, clientIp }: RegisterCommand): Promise<RegistrationResponse> {
    await this.limit.take(clientIp);
    try {
      await this.registration.register({ ...request, role: 'user' });
    } catch (error) {
      if (error instanceof ProjectionsBehind) return registrationAccepted(request.email);
      if (!(error instanceof EmailAlreadyRegistered)) throw error;
      await this.existing.tell(request.email, request.password);
    }
    return registrationAccepted(request.email);
  }
}
