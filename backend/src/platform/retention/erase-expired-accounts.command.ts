import { Command } from '@nestjs/cqrs';

/**
 * The daily cleanup's call into the accounts module (which handles it): erase the accounts whose retention
 * ended, i.e. self-registrations never confirmed within `UNCONFIRMED_ACCOUNT_DAYS`. A message contract only, so
 * the cleanup needs no accounts internals; answers how many accounts were erased.
 */
export class EraseExpiredAccountsCommand extends Command<{ readonly erased: number }> {
  constructor(
    /** Who the erasures are recorded for: the cleanup run's actor (an admin or `system:retention`). */
    readonly actorId: string,
  ) {
    super();
  }
}
