import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CASE_QUERIES, type CaseQueries, type CaseWithNotices } from '../read-model/case-queries.port.js';
import { debtorFileView, type DebtorFileView } from './debtor-file.js';
import type { CaseDetailResponse } from './case-detail.response.js';
import { toCaseDetail } from './case-detail.js';
import { GetCaseQuery } from './get-case.query.js';

@QueryHandler(GetCaseQuery)
export class GetCaseHandler implements IQueryHandler<GetCaseQuery> {
  constructor(
    @Inject(CASE_QUERIES) private readonly cases: CaseQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id }: GetCaseQuery): Promise<CaseDetailResponse> {
    const found = await this.cases.getCase(id);
    if (!found) throw new NotFoundException('Fall nicht gefunden');
    return toCaseDetail(found, this.config.import.portalUrl, await this.fileOf(id, found));
  }

  /** The debtor's file of the case (issue #32), with the notices of every linked proceeding; null without one. */
  private async fileOf(id: number, found: CaseWithNotices): Promise<DebtorFileView | null> {
    const file = await this.cases.debtorFile(id);
    if (!file) return null;
    const cases = new Map<number, CaseWithNotices>([[id, found]]);
    for (const other of file.caseIds.filter((caseId) => caseId !== id)) {
      const linked = await this.cases.getCase(other);
      if (linked) cases.set(other, linked);
    }
    const view = debtorFileView(id, file, cases);
    return view.cases.length > 1 ? view : null;
  }
}
