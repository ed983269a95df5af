import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';
import type { ContactMessageListResponse } from '../read-model/contact-message.response.js';
import { ListMessagesQuery } from './list-messages.query.js';

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(@Inject(CONTACT_INBOX) private readonly inbox: ContactInbox) {}

  execute({ page }: ListMessagesQuery): Promise<ContactMessageListResponse> {
    return this.inbox.list({ limit: page.limit, offset: page.offset });
  }
}
