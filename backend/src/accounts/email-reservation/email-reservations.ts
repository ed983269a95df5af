import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { STREAM_NAME_KEY } from '../../platform/config/stream-name-key.js';
import { CommandExecutor } from '../../platform/command-handling/command-executor.js';
import { retryOnConflict } from '../../platform/command-handling/retry-on-conflict.js';
import {
  emailReservationDecider,
  emailReservationStream,
  type EmailReservationState,
} from '../domain/email-reservation-decider.js';
import { userStream } from '../domain/events.js';
import { sameMailbox, unconfirmedAccountExpired, userDecider } from '../domain/user-decider.js';

/** A registration records its account within seconds; a reservation this old without an account was abandoned. */
export const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * E-mail addresses claimed through their reservation streams (`emailReservationDecider`): the claim appends with
 * the revision it read, so it holds across processes (the API, a CLI command, API replicas), unlike a lock in
 * memory. Registration reserves before it records the account; a confirmed address change reserves the new
 * address before the change and releases the old one after it.
 */
@Injectable()
export class EmailReservations {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STREAM_NAME_KEY) private readonly streamNameKey: string,
  ) {}

  private streamOf(email: string): string {
    return emailReservationStream(this.streamNameKey, email);
  }

  /**
   * Claims `email` for `userId`; `EmailAlreadyRegistered` while another account holds it. Returns the account
   * the claim took the address from (abandoned, or an unconfirmed account past its deadline, which the caller
   * then erases), else null.
   */
  async reserve(email: string, userId: string): Promise<{ displaced: string | null }> {
    const stream = this.streamOf(email);
    // Decided on the state read here (pinned revision): another claim in between makes it decide again, so of
    // two registrations taking over one expired holder only one wins.
    return retryOnConflict(3, async () => {
      const { state, revision } = await this.executor.load(stream, emailReservationDecider);
      const now = this.clock.now();
      const holderAbandoned =
        state.holder !== null && state.holder !== userId && (await this.abandoned(state, email, now));
      await this.executor.execute(
        stream,
        emailReservationDecider,
        { type: 'ReserveEmail', userId, at: now.toISOString(), holderAbandoned },
        { actorId: userId, now, ...(revision === 'no_stream' ? {} : { expectedRevision: revision }) },
      );
      return { displaced: holderAbandoned ? state.holder : null };
    });
  }

  /** Gives `email` up if `userId` holds it (after the account moved to another address). */
  async release(email: string, userId: string): Promise<void> {
    const now = this.clock.now();
    await this.executor.execute(
      this.streamOf(email),
      emailReservationDecider,
      { type: 'ReleaseEmail', userId, at: now.toISOString() },
      { actorId: userId, now },
      { retryOnConflict: 3 },
    );
  }

  /** The account holding `email`, or null. */
  async holder(email: string): Promise<string | null> {
    return (await this.executor.load(this.streamOf(email), emailReservationDecider)).state.holder;
  }

  /**
   * The holder does not use the address: its account has neither it nor a pending change to it (a confirmation
   * that failed after reserving), or it never recorded its account (a registration that failed in between) and
   * the reservation is older than a registration takes, or it is an unconfirmed account past its deadline
   * (`UNCONFIRMED_ACCOUNT_DAYS`; erased by the caller, or already being erased), or its user asked to erase it.
   */
  private async abandoned(state: EmailReservationState, email: string, now: Date): Promise<boolean> {
    const holder = await this.executor.load(userStream(state.holder!), userDecider);
    if (holder.revision === 'no_stream') {
      return state.since !== null && now.getTime() - Date.parse(state.since) >= ABANDONED_AFTER_MS;
    }
    const days = this.config.accountLimits.unconfirmedAccountDays;
    if (unconfirmedAccountExpired(holder.state, now.toISOString(), days)) return true;
    // Its user asked to erase it ("Konto löschen"): the address is free at once, whatever step the erasure is at.
    if (holder.state.erasureRequestedAt !== null) return true;
    const addresses = [holder.state.email, holder.state.pendingEmail?.email].filter((a): a is string => !!a);
    return !addresses.some((address) => sameMailbox(address, email));
  }
}
