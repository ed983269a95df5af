import { addDays, berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';
import type { ImportConfig } from '../../platform/config/app-config.js';
import { nextPollAt } from '../import-poll/poll-schedule.js';
import { requestBudget } from '../import-poll/request-budget.js';
import { detectionLag } from './detection-lag.js';
import { freshnessPromise } from './freshness-promise.js';
import { listedPerDay, silentSource } from './silent-source.js';
import type { FreshnessDto } from './freshness.response.js';
import type { RunFacts } from './import-monitor-status.js';

export interface FreshnessFacts {
  readonly now: Date;
  readonly config: Pick<ImportConfig, 'poll' | 'sessions' | 'scheduled'>;
  /** The runs started since the start of yesterday (Berlin): polls and sessions. */
  readonly runs: readonly RunFacts[];
  /** Detection times of the cases published today. */
  readonly detectionsToday: readonly string[];
  readonly alertsSentToday: number;
  /** The runs of the last weeks (at least 15 days): the silent-source check compares today with the usual day. */
  readonly recentRuns: readonly RunFacts[];
}

/** The monitor's freshness figures (pure): last and next poll, today's detection lag, alerts, request budget. */
export function freshness(facts: FreshnessFacts): FreshnessDto {
  const { now, config, runs } = facts;
  const enabled = config.scheduled && config.poll.intervalMs > 0;
  const today = berlinDate(now);
  const polls = runs.filter((run) => run.trigger === 'poll');
  const lastPoll = polls
    .filter((run) => run.status !== 'running' && run.finishedAt)
    .sort((a, b) => (b.finishedAt as string).localeCompare(a.finishedAt as string))[0];
  const budget = requestBudget(runs, config.poll.dailyRequestBudget, now);
  return {
    promise: freshnessPromise(config),
    poll: {
      enabled,
      intervalMinutes: config.poll.intervalMs / 60_000,
      hours: { ...config.poll.hours },
      lastPollAt: lastPoll?.finishedAt ?? null,
      lastPollStatus: lastPoll?.status ?? null,
      lastPollError: lastPoll?.status === 'failed' ? (lastPoll.errors[0] ?? null) : null,
      lastPollNewCases: lastPoll?.newCases ?? 0,
      pollsToday: polls.filter((run) => berlinDate(new Date(run.startedAt)) === today).length,
      nextPollAt: enabled ? (nextPollAt(now, config.poll)?.toISOString() ?? null) : null,
    },
    detectionLag: detectionLag(today, facts.detectionsToday, runs, config.poll.hours),
    alertsSentToday: facts.alertsSentToday,
    requestBudget: budget,
    sourceWarning: sourceWarning(now, facts.recentRuns, config),
  };
}

/** The silent-source warning for every user, or null (`silent-source.ts`). */
export function sourceWarning(now: Date, runs: readonly RunFacts[], config: Pick<ImportConfig, 'poll'>): string | null {
  const result = silentSource(now, listedPerDay(runs), config.poll.silent);
  return result.silent ? result.message : null;
}

/** Since when the freshness figures need runs: yesterday's start (Berlin), for listings of the previous day too. */
export function freshnessRunsSince(now: Date): string {
  return berlinInstant(addDays(berlinDate(now), -1), '00:00').toISOString();
}
