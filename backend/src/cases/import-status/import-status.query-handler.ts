import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { MAIL_DELIVERY_STORE, type MailDeliveryStore } from '../../platform/mail/delivery/mail-delivery-store.port.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import {
  IMPORT_RUN_QUERIES,
  type ImportRunQueries,
  type ImportRunRecord,
} from '../read-model/import-run-queries.port.js';
import { importMonitorStatus } from './import-monitor-status.js';
import { ImportStatusQuery } from './import-status.query.js';
import type { CurrentImportRunDto, ImportStatusResponse, RecentActivityDto } from './import-status.response.js';
import { IMPORT_RATE_WINDOW_MS, importRate } from './import-rate.js';
import { nextSession } from './next-session.js';
import { freshness, freshnessRunsSince } from './freshness.js';

/**
 * The mail kinds that are alerts ("Benachrichtigungen heute"): the daily digest, and the immediate mails once the
 * immediate sender records its own kind (`immediate`).
 */
export const ALERT_MAIL_KINDS = ['digest', 'immediate'] as const;

const SOURCE_WINDOW_MS = 16 * 24 * 3_600_000;

/** Cases the monitor lists as recently imported. */
const RECENT_ACTIVITY = 10;

@QueryHandler(ImportStatusQuery)
export class ImportStatusHandler implements IQueryHandler<ImportStatusQuery> {
  constructor(
    @Inject(CASE_QUERIES) private readonly cases: CaseQueries,
    @Inject(IMPORT_RUN_QUERIES) private readonly runs: ImportRunQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_DELIVERY_STORE) private readonly deliveries: MailDeliveryStore,
  ) {}

  async execute({ now }: ImportStatusQuery): Promise<ImportStatusResponse> {
    const day = 24 * 3_600_000;
    const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const [
      activeCases,
      todayImports,
      weeklyImports,
      latestImported,
      runs,
      recentRuns,
      detectionsToday,
      alertsSent,
      fullRuns,
    ] = await Promise.all([
      this.cases.countActiveCases(),
      this.cases.countImportedSince(startOfBerlinDay(now)),
      this.cases.countImportedSince(since(7 * day)),
      this.cases.latestImported(RECENT_ACTIVITY),
      this.runs.runFacts(),
      this.runs.runsStartedSince(since(IMPORT_RATE_WINDOW_MS)),
      this.cases.detectionTimes(berlinDate(now)),
      this.deliveries.countSentSince(ALERT_MAIL_KINDS, new Date(startOfBerlinDay(now))),
      // The silent-source check compares today with the last 10 working days: the full runs of 16 days.
      this.runs.runsStartedSince(since(SOURCE_WINDOW_MS), 'full'),
    ]);
    const recentActivity: RecentActivityDto[] = latestImported.map((imported) => ({ ...imported }));
    const next = nextSession(this.config.import.sessions, now);
    const monitor = importMonitorStatus({
      now,
      ...runs,
      nextSession: this.config.import.scheduled ? { name: next.name, at: next.at } : null,
      retryFirstMinutes: this.config.import.retry.firstMs / 60_000,
    });
    const { lastFinished, lastCompleted, latest } = runs;
    return {
      importStats: {
        activeCases,
        todayImports,
        weeklyImports,
        importRate: importRate(recentRuns, now),
        totalSessions: this.config.import.sessions.length,
      },
      systemStatus: {
        status: monitor.systemStatus,
        overall: monitor.overall,
        importMethod: 'Portal-Abfrage (HTTP)',
        lastImportTime: lastCompleted?.finishedAt ?? null,
        nextImportSession: { time: next.time, name: next.name, at: next.at.toISOString() },
        scheduled: this.config.import.scheduled,
        lastError: lastFinished?.status === 'failed' ? (lastFinished.errors[0] ?? null) : null,
        currentRun: latest?.status === 'running' ? currentRun(latest) : null,
      },
      portalConnection: {
        primary: {
          name: 'neu.insolvenzbekanntmachungen.de',
          url: this.config.import.portalUrl,
          status: monitor.portal.status,
          lastCheck: monitor.portal.lastContact,
          message: monitor.portal.message,
        },
        fallback: { name: 'HTTP-Scraper (text.xhtml)', status: monitor.fallback.status },
      },
      recentActivity,
      freshness: freshness({
        now,
        config: this.config.import,
        // The import-rate window (7 days) covers yesterday and today: no second read of the runs.
        runs: recentRuns.filter((run) => run.startedAt >= freshnessRunsSince(now)),
        detectionsToday,
        alertsSentToday: alertsSent,
        // Today's polls list today too: with the full runs they give the portal's count of each day.
        recentRuns: [...fullRuns, ...recentRuns.filter((run) => run.trigger === 'poll')],
      }),
    };
  }
}

function currentRun(run: ImportRunRecord): CurrentImportRunDto {
  return {
    runId: run.runId,
    session: run.session,
    startedAt: run.startedAt,
    day: run.progress?.day ?? null,
    dayNumber: run.progress?.dayNumber ?? 0,
    daysTotal: run.progress?.daysTotal ?? run.days.length,
    fetched: run.fetched ?? 0,
    newCases: run.newCases,
    newNotices: run.newNotices,
  };
}

function startOfBerlinDay(now: Date): string {
  return berlinInstant(berlinDate(now), '00:00').toISOString();
}
