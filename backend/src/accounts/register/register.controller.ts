import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/http/access.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { RegisterRequest } from './register.request.js';
import { RegisterUserHandler } from './register-user.handler.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(
    private readonly registration: RegisterUserHandler,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
  ) {}

  @Post('register')
  @Public()
  @HttpCode(201)
  @ApiOperation({ summary: 'Konto anlegen (Free-Plan) und anmelden' })
  async register(@Body() body: RegisterRequest) {
    const userId = await this.registration.register({ ...body, role: 'user' });
    const token = await this.sessions.start(userId);
    return { token, user: this.users.of(userId), message: 'Registrierung erfolgreich!' };
  }
}
