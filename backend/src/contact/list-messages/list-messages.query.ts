import { Query } from '@nestjs/cqrs';
import type { ContactMessageListResponse } from '../read-model/contact-message.response.js';

/** A page of the admin's contact inbox, newest first. */
export class ListMessagesQuery extends Query<ContactMessageListResponse> {
  constructor(readonly page: { readonly limit: number; readonly offset: number }) {
    super();
  }
}
