import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EraseExpiredAccountsCommand } from '../../platform/retention/erase-expired-accounts.command.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UnconfirmedAccountEraser } from './unconfirmed-account-eraser.js';

/** Candidates read per round; each is decided on its own stream. */
const ROUND = 100;
/**
 * Erasures per cleanup run: each costs a few appends and a stream deletion (fsyncs), and the run's lease is not
 * renewed meanwhile, so a flood of squatted registrations is worked off over several days' runs. The address of
 * an expired account is free at once anyway: a new registration erases its holder itself.
 */
export const MAX_ACCOUNTS_PER_RUN = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sweep of the daily cleanup: every unconfirmed account the read model lists as registered at least
 * `UNCONFIRMED_ACCOUNT_DAYS` ago is decided on its stream (`UnconfirmedAccountEraser`: an account confirmed in
 * the meantime, an admin or a billing customer is left alone) and erased. Erased accounts leave the read model,
 * so each round asks again; a round that erases nothing ends the sweep (only accounts that must stay are left),
 * as does reaching `MAX_ACCOUNTS_PER_RUN`.
 */
@CommandHandler(EraseExpiredAccountsCommand)
export class EraseExpiredAccountsHandler implements ICommandHandler<EraseExpiredAccountsCommand> {
  constructor(
    private readonly eraser: UnconfirmedAccountEraser,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actorId }: EraseExpiredAccountsCommand): Promise<{ erased: number }> {
    const days = this.config.accountLimits.unconfirmedAccountDays;
    const registeredBy = new Date(this.clock.now().getTime() - days * DAY_MS).toISOString();
    let erased = 0;
    for (;;) {
      const candidates = await this.accounts.unconfirmedAccountsRegisteredBy(
        registeredBy,
        Math.min(ROUND, MAX_ACCOUNTS_PER_RUN - erased),
      );
      let erasedThisRound = 0;
      for (const userId of candidates) {
        if (await this.eraser.eraseIfExpired(userId, 'cleanup', actorId)) erasedThisRound++;
      }
      erased += erasedThisRound;
      if (candidates.length < ROUND || erasedThisRound === 0 || erased >= MAX_ACCOUNTS_PER_RUN) break;
    }
    if (erased > 0) await this.eraser.purgeTraces();
    return { erased };
  }
}
