/**
 * Waiting on purpose (e.g. the login delay of an account under attack), behind a token so tests record the
 * waits instead of sleeping through them.
 */
export const SLEEPER = Symbol('SLEEPER');

export interface Sleeper {
  sleep(ms: number): Promise<void>;
}

export const systemSleeper: Sleeper = {
  sleep: (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()),
};

/** A sleeper that returns at once and remembers every wait asked of it (tests). */
export function recordingSleeper(): Sleeper & { readonly waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}
