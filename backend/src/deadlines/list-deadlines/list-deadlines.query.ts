import { Query } from '@nestjs/cqrs';
import type { DeadlineFilter } from '../domain/upcoming-deadlines.js';
import type { ListDeadlinesResponse } from './list-deadlines.response.js';

/** The user's upcoming deadlines in the filter (`from` absent: today in Berlin). */
export class ListDeadlinesQuery extends Query<ListDeadlinesResponse> {
  constructor(
    readonly userId: string,
    readonly filter: Omit<DeadlineFilter, 'from'> & { readonly from?: string | null },
  ) {
    super();
  }
}
