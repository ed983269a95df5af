import { Query } from '@nestjs/cqrs';
import type { Caller } from '../../../platform/http/caller.js';
import type { SubscriptionStatusResponse } from '../billing.response.js';

/** The caller's plan and subscription as the event log knows them. */
export class GetSubscriptionStatusQuery extends Query<SubscriptionStatusResponse> {
  constructor(readonly caller: Caller) {
    super();
  }
}
