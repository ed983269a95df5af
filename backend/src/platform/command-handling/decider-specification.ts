import { deepStrictEqual, fail } from 'node:assert/strict';
import type { DomainEvent } from '../event-store/event.js';
import { fold, type Decider } from './decider.js';

/**
 * given(events) / when(command) / then(events | error) for deciders, independent of the test runner:
 *
 *   DeciderSpecification.for(caseDecider).given([imported]).when(importAgain).then([]);
 *   DeciderSpecification.for(caseDecider).given([]).when(bad).thenThrows(InvalidNotice, /Aktenzeichen/);
 */
export class DeciderSpecification<Command, Event extends DomainEvent, State> {
  private constructor(
    private readonly decider: Decider<Command, Event, State>,
    private readonly history: Event[] = [],
  ) {}

  static for<C, E extends DomainEvent, S>(decider: Decider<C, E, S>): DeciderSpecification<C, E, S> {
    return new DeciderSpecification(decider);
  }

  given(events: Event[]): DeciderSpecification<Command, Event, State> {
    return new DeciderSpecification(this.decider, events);
  }

  when(command: Command): {
    then(expected: Event[]): void;
    thenThrows(errorType: new (...args: never[]) => Error, message?: RegExp | string): void;
  } {
    const run = () => {
      const state = fold(this.decider, this.history);
      return this.decider.decide(command, state);
    };
    return {
      then: (expected) => deepStrictEqual(run(), expected),
      thenThrows: (errorType, message) => {
        let produced: Event[];
        try {
          produced = run();
        } catch (error) {
          if (!(error instanceof errorType)) fail(`expected ${errorType.name}, got ${String(error)}`);
          if (message instanceof RegExp && !message.test(error.message))
            fail(`message "${error.message}" !~ ${message}`);
          if (typeof message === 'string' && error.message !== message)
            fail(`message "${error.message}" !== "${message}"`);
          return;
        }
        fail(`expected ${errorType.name}, but the decider produced ${JSON.stringify(produced)}`);
      },
    };
  }
}
