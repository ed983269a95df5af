import { Query } from '@nestjs/cqrs';

/** The hearings of case `id` as an iCalendar file: all of them, or only `hearing`, stamped `now`. */
export class HearingsCalendarQuery extends Query<string> {
  constructor(
    readonly id: number,
    readonly hearing: string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}
