/**
 * The replica's clock: real time by default, shifted by an offset, or read from a function (tests freeze it). Set
 * to an instant it runs on from there, like a clock that was put forward, so a demo still sees notices appear.
 */
import { parseInstant } from './berlin-time.js';

/** A fixed start (instant, ISO string, Date) from which the clock runs on, or a function read on every request. */
export type ClockSource = string | number | Date | (() => number | Date);

export interface ClockSettings {
  /** Where the clock stands now, ISO in UTC. */
  readonly now: string;
  /** Milliseconds the clock is ahead of its base (real time, or the `now` function). */
  readonly offsetMs: number;
}

export class ReplicaClock {
  private readonly base: () => number;
  private offsetMs: number;

  constructor(source?: ClockSource, offsetMs = 0) {
    if (typeof source === 'function') {
      this.base = () => {
        const value = source();
        return value instanceof Date ? value.getTime() : value;
      };
      this.offsetMs = offsetMs;
    } else {
      this.base = Date.now;
      this.offsetMs = source === undefined ? offsetMs : parseInstant(source, 'now') - Date.now() + offsetMs;
    }
  }

  now(): number {
    return this.base() + this.offsetMs;
  }

  /** Puts the clock to an instant; it runs on from there. */
  set(instant: number): void {
    this.offsetMs = instant - this.base();
  }

  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  get settings(): ClockSettings {
    return { now: new Date(this.now()).toISOString(), offsetMs: this.offsetMs };
  }
}
