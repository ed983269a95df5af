import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
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
    return toCaseDetail(found, this.config.import.portalUrl);
  }
}
