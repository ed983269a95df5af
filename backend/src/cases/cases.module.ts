import { CreateClaimLetterController } from './claim-letter/create-claim-letter/create-claim-letter.controller.js';
import { CreateClaimLetterHandler } from './claim-letter/create-claim-letter/create-claim-letter.query-handler.js';
import { DeleteClaimLetterDraftController } from './claim-letter/delete-draft/delete-draft.controller.js';
import { DeleteDraftHandler } from './claim-letter/delete-draft/delete-draft.command-handler.js';
import { ClaimLetterDraftsModule } from './claim-letter/drafts/claim-letter-drafts.module.js';
import { ListClaimLetterDraftsController } from './claim-letter/list-drafts/list-drafts.controller.js';
import { GetDraftHandler, ListDraftsHandler } from './claim-letter/list-drafts/list-drafts.query-handler.js';
import { SaveClaimLetterDraftController } from './claim-letter/save-draft/save-draft.controller.js';
import { SaveDraftHandler } from './claim-letter/save-draft/save-draft.command-handler.js';
import { Module } from '@nestjs/common';
import { CaseStatsController } from './case-stats/case-stats.controller.js';
import { CaseStatsHandler } from './case-stats/case-stats.query-handler.js';
import { HistoricalStatsController } from './historical-stats/historical-stats.controller.js';
import { HistoricalStatsHandler } from './historical-stats/historical-stats.query-handler.js';
import { GetCaseController } from './get-case/get-case.controller.js';
import { GetCaseHandler } from './get-case/get-case.query-handler.js';
import { HearingsCalendarController } from './get-case/hearings-calendar.controller.js';
import { CasesWithDeadlinesAheadHandler } from './deadlines-of-cases/cases-with-deadlines-ahead.query-handler.js';
import { DeadlinesOfCasesHandler } from './deadlines-of-cases/deadlines-of-cases.query-handler.js';
import { HearingsCalendarHandler } from './get-case/hearings-calendar.query-handler.js';
import { ImportCaseHandler } from './import-case/import-case.handler.js';
import { ImportStatusController } from './import-status/import-status.controller.js';
import { ImportHealth } from './import-status/import-health.js';
import { ImportStatusHandler } from './import-status/import-status.query-handler.js';
import { RecentCasesController } from './recent-cases/recent-cases.controller.js';
import { RecentCasesHandler } from './recent-cases/recent-cases.query-handler.js';
import { SearchCasesController } from './search-cases/search-cases.controller.js';
import { SearchCasesHandler } from './search-cases/search-cases.query-handler.js';
import { ImportRunner } from './import-runs/import-runner.js';
import { ImportScheduler } from './import-runs/import-scheduler.js';
import { PollScheduler } from './import-poll/poll-scheduler.js';
import { FreshnessPromiseController } from './import-status/freshness-promise.controller.js';
import { ImportRunCommands } from './import-runs/import-run-commands.js';
import { AbandonedRuns } from './import-runs/abandoned-runs.js';
import { TriggerImportController } from './trigger-import/trigger-import.controller.js';
import { TriggerImportHandler } from './trigger-import/trigger-import.command-handler.js';
import { RetentionCleaner } from './retention/retention-cleaner.js';
import { RetentionScheduler } from './retention/retention-scheduler.js';
import { RunCleanupController } from './retention/run-cleanup.controller.js';
import { RunCleanupHandler } from './retention/run-cleanup.command-handler.js';
import { casesReadStoreProviders } from './read-model/read-store.providers.js';
import { CaseStreams } from './domain/case-streams.js';
import { CaseStreamNamesStartup } from './case-stream-names/case-stream-names.startup.js';
import { caseStreamsProvider } from './case-streams.provider.js';

/** Insolvency cases: import from the portal, case timelines, search and dashboard queries. */
@Module({
  // The claim-letter drafts' store, also erased with an account (issue #32 item 5).
  imports: [ClaimLetterDraftsModule],
  // GetCaseController last: its `/insolvency/:id` route must not shadow `/insolvency/search` & co.
  controllers: [
    SearchCasesController,
    RecentCasesController,
    CaseStatsController,
    HistoricalStatsController,
    ImportStatusController,
    FreshnessPromiseController,
    TriggerImportController,
    RunCleanupController,
    HearingsCalendarController,
    CreateClaimLetterController,
    ListClaimLetterDraftsController,
    SaveClaimLetterDraftController,
    DeleteClaimLetterDraftController,
    GetCaseController,
  ],
  providers: [
    // Read ports (CaseQueries, ImportRunQueries, RetentionQueries) on their SQLite adapters.
    ...casesReadStoreProviders,
    caseStreamsProvider,
    CaseStreamNamesStartup,
    // Query and command handlers, one per use case.
    SearchCasesHandler,
    RecentCasesHandler,
    CaseStatsHandler,
    HistoricalStatsHandler,
    ImportStatusHandler,
    ImportHealth,
    GetCaseHandler,
    HearingsCalendarHandler,
    CreateClaimLetterHandler,
    ListDraftsHandler,
    GetDraftHandler,
    SaveDraftHandler,
    DeleteDraftHandler,
    DeadlinesOfCasesHandler,
    CasesWithDeadlinesAheadHandler,
    TriggerImportHandler,
    RunCleanupHandler,
    ImportCaseHandler,
    ImportRunCommands,
    ImportRunner,
    AbandonedRuns,
    ImportScheduler,
    PollScheduler,
    RetentionCleaner,
    RetentionScheduler,
  ],
  exports: [ImportCaseHandler, ImportRunner, RetentionCleaner, CaseStreams],
})
export class CasesModule {}
