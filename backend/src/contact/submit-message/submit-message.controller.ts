import { randomUUID } from 'node:crypto';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { Public } from '../../platform/http/access.js';
import { ContactRateLimitGuard } from './contact-rate-limit.guard.js';
import { SubmitMessageCommand } from './submit-message.command.js';
import { SubmitMessageRequest } from './submit-message.request.js';
import { MessageSentResponse } from '../read-model/contact-message.response.js';

export const MESSAGE_SENT = 'Ihre Nachricht wurde erfolgreich versendet!';

@ApiTags('contact')
@Controller('contact')
export class SubmitMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Public()
  @UseGuards(ContactRateLimitGuard)
  @ApiOperation({ summary: 'Kontaktformular absenden (öffentlich)' })
  @ApiCreatedResponse({ type: MessageSentResponse, description: 'Nachricht angenommen' })
  @ApiProblems(400, [429, 'Zu viele Nachrichten von dieser Adresse (Header `Retry-After`)'])
  async submit(@Body() body: SubmitMessageRequest): Promise<MessageSentResponse> {
    // A filled honeypot is a bot: it gets the usual answer, so it learns nothing, and nothing is recorded.
    if (body.website !== undefined && body.website !== null && String(body.website).trim() !== '') {
      return { id: randomUUID(), message: MESSAGE_SENT };
    }
    const { id } = await this.commands.execute(
      new SubmitMessageCommand({
        name: body.name,
        email: body.email,
        subject: body.subject,
        inquiryType: body.inquiryType ?? null,
        message: body.message,
        privacyAgreed: body.privacyAgreed,
      }),
    );
    return { id, message: MESSAGE_SENT };
  }
}
