import { Command } from '@nestjs/cqrs';

/**
 * The daily cleanup's call into the contact module (which handles it): erase the contact-form messages received
 * more than `CONTACT_RETENTION_DAYS` ago, as the inbox's "delete" does. A message contract only, so the cleanup
 * needs no contact internals; answers how many messages were erased. Their read-model traces (the WAL) go with the
 * cleanup's own purge at the end of the run.
 */
export class EraseExpiredContactMessagesCommand extends Command<{ readonly erased: number }> {
  constructor(
    /** Who the erasures are recorded for: the cleanup run's actor (an admin or `system:retention`). */
    readonly actorId: string,
  ) {
    super();
  }
}
