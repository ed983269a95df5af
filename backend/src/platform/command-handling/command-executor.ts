import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '../event-store/event.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../projections-host/projections-host.port.js';
import { fold, type Decider } from './decider.js';
import { handleCommand, type CommandContext, type CommandResult } from './handle-command.js';
import { retryOnConflict } from './retry-on-conflict.js';

export interface ExecuteOptions {
  /**
   * Answer only once the read models show the result (the SPA reloads right after a change; a token issued by
   * login must work on the very next request). `{ only }` waits for the named projections alone, so a failing
   * unrelated projection cannot hold the caller.
   */
  readonly waitForProjection?: boolean | { readonly only: readonly string[] };
  /**
   * How many times a conflicting concurrent append (`WrongExpectedRevisionError`) is answered by reading and
   * deciding again on the fresh state. Never retried when the caller pinned `expectedRevision`: the client's
   * view is stale, and that is the answer.
   */
  readonly retryOnConflict?: number;
}

/**
 * The one way modules run a command (docs/DESIGN.md §4): read → fold → decide → append with the revision read
 * (`handleCommand`), optionally re-decided on conflict and waited for by the projections.
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  async execute<Command, Event extends DomainEvent, State>(
    stream: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    context: CommandContext,
    options: ExecuteOptions = {},
  ): Promise<CommandResult<Event, State>> {
    const retries = context.expectedRevision === undefined ? (options.retryOnConflict ?? 0) : 0;
    const result = await retryOnConflict(retries, () => handleCommand(this.store, stream, decider, command, context));
    if (options.waitForProjection) await this.waitFor(result.position, options.waitForProjection);
    return result;
  }

  /** The stream's current state and the revision it was read at (to answer `If-Match`, or to decide outside). */
  async load<Event extends DomainEvent, State>(
    stream: string,
    decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  ): Promise<{ state: State; revision: bigint | 'no_stream' }> {
    const { revision, events } = await this.store.readStream<Event>(stream);
    return { state: fold(decider, events), revision };
  }

  /** Waits until the projections (all, or the named ones) have applied the log up to `position`. */
  async waitFor(position: bigint | null, which: true | { readonly only: readonly string[] } = true): Promise<void> {
    if (position === null) return;
    await this.projections.waitFor(position, which === true ? undefined : { only: which.only });
  }
}
