import type { AlertMatcherPlacement } from './message-bus-config.js';

/**
 * Which process this is (issue #18): the HTTP API (`node backend/dist/main.js`) or one of the workers
 * (`npm run worker -- <name>`). The entry point names it; no variable does, so one build serves every process.
 */
export type ProcessRole = 'api' | 'projections' | 'feed' | 'alerts' | 'scheduler';

/**
 * The background work this process runs. Every hosted service asks here before it starts: the embedded API
 * runs everything (the matcher unless ALERT_MATCHER=worker), the distributed API nothing, each worker its part.
 */
export interface BackgroundWork {
  /** Applies the event log to the read models (and keeps their checkpoints). */
  readonly projections: boolean;
  /** Relays new cases from the event log to the message bus. */
  readonly feed: boolean;
  /** Matches the bus's new cases against the subscriptions. */
  readonly matcher: boolean;
  /** Import sessions, retention cleanup, digest: their schedules and the resumption of interrupted runs. */
  readonly schedulers: boolean;
}

const NONE: BackgroundWork = { projections: false, feed: false, matcher: false, schedulers: false };

export function backgroundWorkOf(
  profile: 'embedded' | 'distributed',
  role: ProcessRole,
  matcher: AlertMatcherPlacement,
): BackgroundWork {
  switch (role) {
    case 'api':
      return profile === 'embedded'
        ? { projections: true, feed: true, matcher: matcher === 'in-process', schedulers: true }
        : NONE;
    case 'projections':
      return { ...NONE, projections: true };
    case 'feed':
      return { ...NONE, feed: true };
    case 'alerts':
      return { ...NONE, matcher: true };
    case 'scheduler':
      return { ...NONE, schedulers: true };
  }
}
