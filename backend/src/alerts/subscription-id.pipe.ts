import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { SubscriptionNotFound } from './domain/errors.js';

/** Subscription ids are UUIDs; anything else names no subscription and gets the same 404 as an unknown id. */
export const subscriptionIdPipe = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ message: new SubscriptionNotFound().message, code: 'subscription_not_found' }),
});
