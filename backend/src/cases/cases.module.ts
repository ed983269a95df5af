import { Module } from '@nestjs/common';
import { CaseStatsController } from './case-stats/case-stats.controller.js';
import { HistoricalStatsController } from './historical-stats/historical-stats.controller.js';
import { GetCaseController } from './get-case/get-case.controller.js';
import { HearingsCalendarController } from './get-case/hearings-calendar.controller.js';
import { ImportCaseHandler } from './import-case/import-case.handler.js';
import { ImportStatusController } from './import-status/import-status.controller.js';
import { RecentCasesController } from './recent-cases/recent-cases.controller.js';
import { SearchCasesController } from './search-cases/search-cases.controller.js';
import { ImportRunner } from './import-runs/import-runner.js';
import { ImportScheduler } from './import-runs/import-scheduler.js';
import { ImportRunCommands } from './import-runs/import-run-commands.js';
import { AbandonedRuns } from './import-runs/abandoned-runs.js';
import { TriggerImportController } from './trigger-import/trigger-import.controller.js';
import { RetentionCleaner } from './retention/retention-cleaner.js';
import { RetentionScheduler } from './retention/retention-scheduler.js';
import { RunCleanupController } from './retention/run-cleanup.controller.js';
import { CaseSearchIndex } from './search-cases/search-index/case-search-index.js';

/** Insolvency cases: import from the portal, case timelines, search and dashboard queries. */
@Module({
  // GetCaseController last: its `/insolvency/:id` route must not shadow `/insolvency/search` & co.
  controllers: [
    SearchCasesController,
    RecentCasesController,
    CaseStatsController,
    HistoricalStatsController,
    ImportStatusController,
    TriggerImportController,
    RunCleanupController,
    HearingsCalendarController,
    GetCaseController,
  ],
  providers: [
    CaseSearchIndex,
    ImportCaseHandler,
    ImportRunCommands,
    ImportRunner,
    AbandonedRuns,
    ImportScheduler,
    RetentionCleaner,
    RetentionScheduler,
  ],
  exports: [ImportCaseHandler, ImportRunner, RetentionCleaner],
})
export class CasesModule {}
