import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { RegistrationLimit } from '../rate-limits/registration-limits.js';
import type { SessionStartedResponse } from '../read-model/user.response.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { RegisterCommand } from './register.command.js';
import { RegisterUserHandler } from './register-user.handler.js';

/** Registers within the per-IP limit (RegisterUserHandler mails the link) and logs the new user in at once. */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    private readonly registration: RegisterUserHandler,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
    private readonly limit: RegistrationLimit,
  ) {}

  async execute({ request, clientIp }: RegisterCommand): Promise<SessionStartedResponse> {
    await this.limit.take(clientIp);
    const userId = await this.registration.register({ ...request, role: 'user' });
    const token = await this.sessions.start(userId);
    return { token, user: await this.users.of(userId), message: 'Registrierung erfolgreich!' };
  }
}
