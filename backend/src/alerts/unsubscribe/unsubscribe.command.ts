import { Command } from '@nestjs/cqrs';
import type { UnsubscribeTarget } from '../../platform/unsubscribe/unsubscribe-token.js';

/**
 * The signed link of an alert mail switches off what it names (subscriptions, saved searches' e-mails):
 * `deactivated` when at least one of them still existed, `not_found` when all were deleted.
 */
export class UnsubscribeCommand extends Command<'deactivated' | 'not_found'> {
  constructor(readonly targets: readonly UnsubscribeTarget[]) {
    super();
  }
}
