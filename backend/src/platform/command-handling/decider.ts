import type { DomainEvent } from '../event-store/event.js';

/**
 * A decider is the whole business logic of one stream type, as pure functions (DESIGN.md §4):
 * `decide` turns a command and the current state into new events (or throws a DomainError),
 * `evolve` folds one event into the state. Time and ids come in with the command, never from globals.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
