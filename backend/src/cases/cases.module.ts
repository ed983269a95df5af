import { Module } from '@nestjs/common';
import { CaseStatsController } from './case-stats/case-stats.controller.js';
import { GetCaseController } from './get-case/get-case.controller.js';
import { ImportCaseHandler } from './import-case/import-case.handler.js';
import { ImportStatusController } from './import-status/import-status.controller.js';
import { RecentCasesController } from './recent-cases/recent-cases.controller.js';
import { SearchCasesController } from './search-cases/search-cases.controller.js';

/** Insolvency cases: import from the portal, case timelines, search and dashboard queries. */
@Module({
  // GetCaseController last: its `/insolvency/:id` route must not shadow `/insolvency/search` & co.
  controllers: [
    SearchCasesController,
    RecentCasesController,
    CaseStatsController,
    ImportStatusController,
    GetCaseController,
  ],
  providers: [ImportCaseHandler],
  exports: [ImportCaseHandler],
})
export class CasesModule {}
