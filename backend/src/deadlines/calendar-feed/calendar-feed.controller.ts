import { Controller, Get, Header, HttpStatus, Ip, NotFoundException, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, WithoutApiKey } from '../../platform/http/access.js';
import { ApiDownload } from '../../platform/http/openapi/api-non-json.decorator.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { SignedLinkLimit } from '../../platform/http/signed-links/signed-link-limit.js';
import { CalendarFeedHolderQuery, CalendarFeedQuery } from './calendar-feed.query.js';

/** Where the feed is served, outside `/api` (create-app.ts excludes it from the prefix; spa.ts lets it through). */
export const CALENDAR_FEED_PATH = 'calendar/:file';

/**
 * The personal calendar feed (`/calendar/<token>.ics`): a calendar app fetches it, so no login and no API key;
 * the unguessable token is the authority and shows only its holder's deadlines. Opens are limited like every signed
 * link's: a known token per holder (a leaked feed hammered is stopped alone), an unknown one against the client's
 * IP (a script probing tokens is stopped), never a feed because of others at the same address (calendar services
 * fetch all their users' feeds from a few); an unknown or revoked token is 404.
 */
@ApiTags('deadlines')
@Controller('calendar')
export class CalendarFeedController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limit: SignedLinkLimit,
  ) {}

  @Get(':file')
  @Public()
  @WithoutApiKey()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Persönlicher Kalender „Meine Fristen“ (iCalendar, RFC 5545) über den geheimen Link' })
  @ApiDownload('text/calendar', 'iCalendar-Datei mit einem Ereignis je Frist oder Termin')
  @ApiProblems(
    [404, 'Unbekannter oder widerrufener Kalender-Link'],
    [429, 'Zu viele Abrufe dieses Kalenders oder zu viele unbekannte Links von dieser Adresse'],
  )
  async feed(
    @Param('file') file: string,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const holder = await this.queries.execute(new CalendarFeedHolderQuery(token));
    const refusal = await this.limit.refusal(ip, holder === null ? null : `calendar-feed:${holder}`);
    if (refusal !== null) {
      response.status(HttpStatus.TOO_MANY_REQUESTS).setHeader('Retry-After', String(refusal.seconds));
      response.type('text/plain; charset=utf-8');
      return refusal.message;
    }
    if (holder === null)
      throw new NotFoundException({ message: 'Dieser Kalender-Link ist unbekannt oder widerrufen.' });
    const ics = await this.queries.execute(new CalendarFeedQuery(holder));
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', 'inline; filename="meine-fristen.ics"');
    return ics;
  }
}
