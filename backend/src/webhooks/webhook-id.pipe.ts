import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { WebhookEndpointNotFound } from './domain/errors.js';

/** Endpoint ids are UUIDs; anything else names no endpoint and gets the same 404 as an unknown id. */
export const webhookIdPipe = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ message: new WebhookEndpointNotFound().message, code: 'webhook_not_found' }),
});
