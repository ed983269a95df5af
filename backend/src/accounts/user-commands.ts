import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { handleCommand } from '../platform/command-handling/handle-command.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../platform/event-store/errors.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import { userStream, type UserEvent } from './domain/events.js';
import { userDecider, type UserCommand, type UserState } from './domain/user-decider.js';

export interface UserCommandContext {
  /** The user acting, or `system:<component>`. */
  readonly actorId: string;
  readonly commandId?: string;
  readonly correlationId?: string;
}

/**
 * Runs a user command (read → decide → append with the revision read) and waits until the read model shows
 * the result, so that a token issued by login works on the very next request and a logout, deactivation or
 * password change revokes sessions before the response is sent. Concurrent commands on one account (two tabs
 * logging in) re-decide on the fresh state a few times before the conflict reaches the caller.
 */
@Injectable()
export class UserCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  async execute(
    userId: string,
    command: UserCommand,
    context: UserCommandContext,
  ): Promise<{ events: UserEvent[]; state: UserState }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await handleCommand(this.store, userStream(userId), userDecider, command, {
          ...context,
          now: this.clock.now(),
        });
        if (result.position !== null) await this.projections.waitFor(result.position);
        return { events: result.newEvents, state: result.newState };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < 3 && context.commandId === undefined) continue;
        throw error;
      }
    }
  }

  /** The current state of an account from its stream (the write side: password hash, sessions, keys). */
  async load(userId: string): Promise<UserState> {
    const { events } = await this.store.readStream<UserEvent>(userStream(userId));
    return events.reduce((state, event) => userDecider.evolve(state, event), userDecider.initialState());
  }
}
