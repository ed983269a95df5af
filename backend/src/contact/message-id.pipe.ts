import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { ContactMessageNotFound } from './domain/errors.js';

/** Message ids are UUIDs; anything else cannot name a message and gets the same 404 as an unknown id. */
export const messageIdPipe = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ message: new ContactMessageNotFound().message, code: 'contact_message_not_found' }),
});
