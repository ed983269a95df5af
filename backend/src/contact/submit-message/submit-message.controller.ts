import { randomUUID } from 'node:crypto';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { Public } from '../../platform/http/access.js';
import { ContactRateLimitGuard } from './contact-rate-limit.guard.js';
import { SubmitMessageHandler } from './submit-message.handler.js';
import { SubmitMessageRequest } from './submit-message.request.js';
import { MessageSentResponse } from '../read-model/contact-message.response.js';

export const MESSAGE_SENT = 'Ihre Nachricht wurde erfolgreich versendet!';

@ApiTags('contact')
@Controller('contact')
export class SubmitMessageController {
  constructor(private readonly handler: SubmitMessageHandler) {}

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
    const { id } = await this.handler.execute({
      name: body.name,
      email: body.email,
      subject: body.subject,
      inquiryType: body.inquiryType ?? null,
      message: body.message,
      privacyAgreed: body.privacyAgreed,
    });
    return { id, message: MESSAGE_SENT };
  }
}
