/** The application clock, injected everywhere time matters so tests and demos can move it. */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** A clock running `days` ahead of `base` (CLOCK_OFFSET_DAYS). */
export function shiftedClock(base: Clock, days: number): Clock {
  if (days === 0) return base;
  const offset = days * 24 * 60 * 60 * 1000;
  return { now: () => new Date(base.now().getTime() + offset) };
}
