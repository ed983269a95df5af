import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DatabaseSync } from 'node:sqlite';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { nextSession } from './next-session.js';
import { berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';
import { QueryApi } from '../../platform/http/access.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import { importMonitorStatus } from './import-monitor-status.js';
import { importRunFacts, type RunDoc } from './import-runs.query.js';
import { ImportStatusResponse, type CurrentImportRunDto, type RecentActivityDto } from './import-status.response.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class ImportStatusController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('import-status')
  @ApiOperation({
    summary: 'Live-Import-Monitoring: Importzahlen, Gesamtstatus, laufender Import, nächste Sitzung, Portalverbindung',
  })
  @ApiOkResponse({
    type: ImportStatusResponse,
    description: 'Importzahlen, Gesamtstatus, laufender Import, Portalverbindung, letzte Importe',
  })
  status(): ImportStatusResponse {
    const now = this.clock.now();
    const day = 24 * 3_600_000;
    const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const count = (sql: string, ...params: string[]) => (prepared(this.db, sql).get(...params) as { n: number }).n;
    let todayImports = 0;
    let weeklyImports = 0;
    let lastDay = 0;
    let activeCases = 0;
    let recentActivity: RecentActivityDto[] = [];
    try {
      activeCases = count('SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts');
      todayImports = count('SELECT COUNT(*) AS n FROM rm_cases WHERE created_at >= ?', startOfBerlinDay(now));
      lastDay = count('SELECT COUNT(*) AS n FROM rm_cases WHERE created_at >= ?', since(day));
      weeklyImports = count('SELECT COUNT(*) AS n FROM rm_cases WHERE created_at >= ?', since(7 * day));
      recentActivity = (
        prepared(
          this.db,
          'SELECT id, company_name, court, created_at FROM rm_cases ORDER BY created_at DESC, id DESC LIMIT 10',
        ).all() as { id: number; company_name: string; court: string; created_at: string }[]
      ).map((r) => ({ id: r.id, companyName: r.company_name, court: r.court, createdAt: r.created_at }));
    } catch (error) {
      if (!readModelMissing(error)) throw error;
    }
    const runs = importRunFacts(this.db);
    const next = nextSession(this.config.import.sessions, now);
    const monitor = importMonitorStatus({
      now,
      ...runs,
      nextSession: this.config.import.scheduled ? { name: next.name, at: next.at } : null,
    });
    const { lastFinished, lastCompleted, latest } = runs;
    return {
      importStats: {
        activeCases,
        todayImports,
        weeklyImports,
        importRate: Math.round((lastDay / 24) * 10) / 10,
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
        fallback: { name: 'HTTP-Scraper (text.xhtml)', status: 'available' },
      },
      recentActivity,
    };
  }
}

function currentRun(run: RunDoc): CurrentImportRunDto {
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
