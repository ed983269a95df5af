import { Query } from '@nestjs/cqrs';
import type { CaseDetailResponse } from './case-detail.response.js';

/** The case page of case `id`; NotFound when there is no such case. */
export class GetCaseQuery extends Query<CaseDetailResponse> {
  constructor(readonly id: number) {
    super();
  }
}
