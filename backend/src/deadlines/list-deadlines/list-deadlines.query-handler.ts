import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { upcomingDeadlines } from '../domain/upcoming-deadlines.js';
import { WatchedDeadlines } from '../watched-deadlines.js';
import { ListDeadlinesQuery } from './list-deadlines.query.js';
import type { ListDeadlinesResponse } from './list-deadlines.response.js';

@QueryHandler(ListDeadlinesQuery)
export class ListDeadlinesHandler implements IQueryHandler<ListDeadlinesQuery> {
  constructor(
    private readonly watched: WatchedDeadlines,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, filter }: ListDeadlinesQuery): Promise<ListDeadlinesResponse> {
    const today = berlinDate(this.clock.now());
    const from = filter.from && filter.from > today ? filter.from : today;
    const { watchedCases, omittedCases, deadlines } = await this.watched.of(userId, from);
    return {
      today,
      watchedCases,
      omittedCases,
      deadlines: upcomingDeadlines(deadlines, today, { ...filter, from: filter.from ?? today }),
    };
  }
}
