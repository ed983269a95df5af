import { Query } from '@nestjs/cqrs';

/** The feed of the calendar token `token`, or null when no user holds it (unknown or revoked). */
export class CalendarFeedQuery extends Query<string | null> {
  constructor(readonly token: string) {
    super();
  }
}
