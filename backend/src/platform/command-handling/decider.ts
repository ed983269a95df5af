import type { DomainEvent } from '../event-store/event.js';

/**
 * A decider is the whole business logic of one stream type, as pure functions (docs/DESIGN.md §4):
 * `decide` turns a command and the current state into new events (or throws a DomainError),
 * `evolve` folds one event into the state. Time and ids come in with the command, never from globals.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** The state after `events`, from the initial state or from `from` (the state already folded before them). */
export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
  from: State = decider.initialState(),
): State {
  return events.reduce((state, event) => decider.evolve(state, event), from);
}
