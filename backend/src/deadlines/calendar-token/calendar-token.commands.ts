import { Command } from '@nestjs/cqrs';
import type { CalendarTokenResponse } from './calendar-token.response.js';

/** A new calendar link for the user; the previous one stops working. */
export class CreateCalendarTokenCommand extends Command<CalendarTokenResponse> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The user's calendar link stops working; answers whether there was one. */
export class RevokeCalendarTokenCommand extends Command<boolean> {
  constructor(readonly userId: string) {
    super();
  }
}
