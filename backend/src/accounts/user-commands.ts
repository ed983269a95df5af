import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import { userStream, type UserEvent } from './domain/events.js';
import { userDecider, type UserCommand, type UserState } from './domain/user-decider.js';

export interface UserCommandResult {
  readonly events: UserEvent[];
  readonly state: UserState;
}

export interface UserCommandContext {
  /** The user acting, or `system:<component>`. */
  readonly actorId: string;
  readonly commandId?: string;
  readonly correlationId?: string;
}

/**
 * Concurrent commands on one account (two tabs logging in) re-decide on the fresh state this many times. A
 * command with an id (a Stripe event) is not retried: a conflict there is the same delivery twice.
 */
const CONFLICT_RETRIES = 3;

/**
 * The read models built from user events: the accounts and the alert owners' plans and addresses. A user command
 * waits for these only: a login must not wait for the cases projection to finish an import's backlog.
 */
const USER_READ_MODELS = ['accounts', 'subscriptions'];

/**
 * Runs a user command and waits until the read models show the result, so that a token issued by login works
 * on the very next request and a logout, deactivation or password change revokes sessions before the response
 * is sent.
 */
@Injectable()
export class UserCommands {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /**
   * `beforeReadModels` runs once the events are recorded and before the wait for the read models: what must follow
   * a recorded command whatever the read side does (the confirmation mail of a registration). After the wait it
   * was lost whenever the projections lagged (another process; the request then answers 202 "gespeichert").
   */
  async execute(
    userId: string,
    command: UserCommand,
    context: UserCommandContext,
    options: {
      readonly beforeReadModels?: (recorded: UserCommandResult) => Promise<void>;
      /** False: answer once recorded (a new session: the session check asks the stream until the read model has it). */
      readonly awaitReadModels?: boolean;
    } = {},
  ): Promise<UserCommandResult> {
    const result = await this.executor.execute(
      userStream(userId),
      userDecider,
      command,
      { ...context, now: this.clock.now() },
      { retryOnConflict: context.commandId === undefined ? CONFLICT_RETRIES : 0 },
    );
    const recorded = { events: result.newEvents, state: result.newState };
    await options.beforeReadModels?.(recorded);
    if (options.awaitReadModels !== false) await this.executor.waitFor(result.position, { only: USER_READ_MODELS });
    return recorded;
  }

  /** The current state of an account from its stream (the write side: password hash, sessions, keys). */
  async load(userId: string): Promise<UserState> {
    return (await this.executor.load(userStream(userId), userDecider)).state;
  }
}
