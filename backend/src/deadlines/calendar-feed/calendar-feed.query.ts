import { Query } from '@nestjs/cqrs';

/**
 * The user whose calendar token is `token` while the feed may be served (the account active and Pro), else null:
 * unknown, revoked, or the account no longer Pro. Cheap (a hash and a lookup), so the route asks it before the
 * rate limit and before the feed is built.
 */
export class CalendarFeedHolderQuery extends Query<string | null> {
  constructor(readonly token: string) {
    super();
  }
}

/** The feed of `userId`, the holder of a calendar token (`CalendarFeedHolderQuery`). */
export class CalendarFeedQuery extends Query<string> {
  constructor(readonly userId: string) {
    super();
  }
}
