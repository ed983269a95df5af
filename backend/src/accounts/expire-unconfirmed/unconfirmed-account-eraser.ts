import { Inject, Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_DATA_ERASERS, type AccountDataErasers } from '../../platform/account-data/account-data-erasers.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import {
  accountAuditStream,
  userStream,
  type AccountExpiryTrigger,
  type UnconfirmedAccountErased,
} from '../domain/events.js';
import {
  AccountNotExpired,
  unconfirmedAccountDeadline,
  unconfirmedAccountExpired,
  type UserState,
} from '../domain/user-decider.js';
import { EmailReservations } from '../email-reservation/email-reservations.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';

/**
 * Erases an unconfirmed self-registration past its deadline (`UNCONFIRMED_ACCOUNT_DAYS`) the way the product
 * erases personal data (docs/DESIGN.md §6):
 *   1. `ExpireUnconfirmedAccount` on the user's stream, decided on the state read and appended with its revision:
 *      a confirmation or login in between makes it decide again (a confirmed account is refused), and from then on
 *      every command finds no account. The read models forget the account on this event (accounts: user row,
 *      sessions, keys; subscriptions: the owner's address and name) and it is awaited;
 *   2. what other modules keep of the user outside the log goes (`AccountDataErasers`: claim-letter drafts,
 *      the calendar token and reminder settings of "Meine Fristen"), before the stream that names the user;
 *   3. the audit record `UnconfirmedAccountErased` (ids and times only) goes to `useraudit-<id>`, with an id
 *      derived from the user id, so a repeated erasure stores it once;
 *   4. `user-<id>` is hard-deleted (name, address, password hash are in no event any more);
 *   5. the address reservation is released, if the account still holds it (a registration that took it over
 *      holds it already).
 * A crash after 1 leaves a closed account: the next attempt (cleanup or registration) continues at 2. The caller
 * removes the read store's remaining traces once after its erasures (`AccountQueries.purgeErasedAccountTraces`).
 */
@Injectable()
export class UnconfirmedAccountEraser {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly commands: UserCommands,
    private readonly reservations: EmailReservations,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly accountData: AccountDataErasers,
  ) {}

  /** The account is an unconfirmed self-registration past its deadline (decided on its stream, not the read model). */
  async isExpired(userId: string): Promise<boolean> {
    const state = await this.commands.load(userId);
    const days = this.config.accountLimits.unconfirmedAccountDays;
    return state.userId !== null && unconfirmedAccountExpired(state, this.commands.now().toISOString(), days);
  }

  /** Whether the account's address is confirmed, decided on its stream, and when it expires unconfirmed (or null). */
  async confirmation(userId: string): Promise<{ readonly confirmed: boolean; readonly deadline: string | null }> {
    const state = await this.commands.load(userId);
    const days = this.config.accountLimits.unconfirmedAccountDays;
    return { confirmed: state.emailConfirmed, deadline: unconfirmedAccountDeadline(state, days) };
  }

  /** Erases `userId` if it is an expired unconfirmed account; whether it did. Anything else is left alone. */
  async eraseIfExpired(userId: string, trigger: AccountExpiryTrigger, actorId: string): Promise<boolean> {
    const days = this.config.accountLimits.unconfirmedAccountDays;
    let state = await this.commands.load(userId);
    if (state.userId === null) return false;
    if (!state.expired) {
      try {
        ({ state } = await this.commands.execute(
          userId,
          { type: 'ExpireUnconfirmedAccount', unconfirmedDays: days, at: this.commands.now().toISOString() },
          { actorId },
        ));
      } catch (error) {
        if (error instanceof AccountNotExpired) return false;
        throw error;
      }
    }
    await this.erase(state, trigger, actorId, days);
    return true;
  }

  /** Removes the read store's remaining traces of the accounts erased before (WAL frames on SQLite). */
  async purgeTraces(): Promise<void> {
    if (!(await this.accounts.purgeErasedAccountTraces())) {
      this.logger.warn('read-model WAL not truncated after erasing unconfirmed accounts (readers busy)');
    }
  }

  private async erase(state: UserState, trigger: AccountExpiryTrigger, actorId: string, days: number) {
    const userId = state.userId!;
    await this.accountData.eraseAll(userId);
    const erasedAt = this.commands.now().toISOString();
    const record: UnconfirmedAccountErased = {
      type: 'UnconfirmedAccountErased',
      data: {
        userId,
        registeredAt: state.registeredAt!,
        expiredAt: unconfirmedAccountDeadline(state, days) ?? erasedAt,
        erasedAt,
        trigger,
      },
    };
    await this.store.append(
      accountAuditStream(userId),
      [
        {
          ...record,
          metadata: {
            eventId: deterministicEventId(`unconfirmed-account-erased:${userId}`, 0),
            correlationId: userId,
            causationId: null,
            actorId,
            occurredAt: erasedAt,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await this.store.deleteStream(userStream(userId));
    await this.reservations.release(state.email, userId);
    // The user id only: the address and the name never go to the log.
    this.logger.log(`unconfirmed account ${userId} erased (${trigger})`);
  }
}
