import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EraseExpiredContactMessagesCommand } from '../../platform/retention/erase-expired-contact-messages.command.js';
import { ContactMessageEraser } from '../delete-message/contact-message-eraser.js';
import { ContactMessageNotFound } from '../domain/errors.js';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';

const DAY_MS = 86_400_000;
/** Messages asked for at a time; erased ones leave the read model, so each round asks again. */
const ROUND = 100;

/**
 * The sweep of the daily cleanup (storage limitation, GDPR Art. 5(1)(e)): every contact-form message received at
 * least `CONTACT_RETENTION_DAYS` ago is erased as the inbox's "delete" does, recorded for the run's actor. A
 * message erased meanwhile by an admin (or another process's sweep) is skipped.
 */
@CommandHandler(EraseExpiredContactMessagesCommand)
export class EraseExpiredContactMessagesHandler implements ICommandHandler<EraseExpiredContactMessagesCommand> {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly eraser: ContactMessageEraser,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actorId }: EraseExpiredContactMessagesCommand): Promise<{ erased: number }> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.retention.contactMessagesDays * DAY_MS);
    let erased = 0;
    for (;;) {
      const due = await this.inbox.receivedBefore(cutoff.toISOString(), ROUND);
      let erasedThisRound = 0;
      for (const messageId of due) {
        try {
          await this.eraser.erase(messageId, actorId);
          erasedThisRound++;
        } catch (error) {
          if (!(error instanceof ContactMessageNotFound)) throw error;
        }
      }
      erased += erasedThisRound;
      if (due.length < ROUND || erasedThisRound === 0) break;
    }
    if (erased > 0) this.logger.log(`${erased} contact messages older than the retention period erased`);
    return { erased };
  }
}
