import { ApiProperty } from '@nestjs/swagger';
import { DEADLINE_KINDS } from '../../cases/domain/events.js';
import type { UpcomingDeadline } from '../domain/upcoming-deadlines.js';
import { WATCHED_SOURCE_KINDS } from '../../platform/watched-cases/watched-case-sources.js';

export class DeadlineSourceResponse {
  @ApiProperty({ description: 'Art der Quelle', enum: WATCHED_SOURCE_KINDS, example: 'portfolios' })
  kind!: string;

  @ApiProperty({
    description: 'Warum der Fall beobachtet wird',
    example: 'Portfolio Debitoren 2026 · Kundennummer 40711',
  })
  label!: string;
}

export class UpcomingDeadlineResponse implements UpcomingDeadline {
  @ApiProperty({ description: 'Kennung des Falls', example: 42 })
  caseId!: number;

  @ApiProperty({ description: 'Schuldner', example: 'Müller Bau GmbH' })
  companyName!: string;

  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Köln' })
  court!: string;

  @ApiProperty({ description: 'Aktenzeichen', example: '71 IN 123/26' })
  caseNumber!: string;

  @ApiProperty({ description: 'Kennung der Frist im Fall', example: '2026-04-15-anmeldefrist' })
  deadlineId!: string;

  @ApiProperty({ description: 'Art der Frist', enum: DEADLINE_KINDS, example: 'anmeldefrist' })
  kind!: string;

  @ApiProperty({ description: 'Art der Frist auf Deutsch', example: 'Anmeldefrist' })
  label!: string;

  @ApiProperty({ description: 'Tag (JJJJ-MM-TT)', example: '2026-04-15' })
  date!: string;

  @ApiProperty({ description: 'Uhrzeit eines Termins (Berlin, HH:MM)', type: String, nullable: true, example: null })
  time!: string | null;

  @ApiProperty({ description: 'Ort eines Termins', type: String, nullable: true, example: null })
  place!: string | null;

  @ApiProperty({
    description: 'Der Satz der Bekanntmachung, aus dem die Frist stammt',
    example: 'Insolvenzforderungen sind bis zum 15.04.2026 beim Insolvenzverwalter anzumelden.',
  })
  sentence!: string;

  @ApiProperty({
    description: 'Woher der Fall beobachtet wird (Benachrichtigung, Suchprofil, Portfolio-Zeile)',
    type: [DeadlineSourceResponse],
  })
  sources!: readonly DeadlineSourceResponse[];

  @ApiProperty({ description: 'Kalendertage bis zur Frist (0 = heute)', example: 12 })
  daysRemaining!: number;
}

export class ListDeadlinesResponse {
  @ApiProperty({ description: 'Heutiger Tag in Berlin (JJJJ-MM-TT), Bezug der Resttage', example: '2026-04-03' })
  today!: string;

  @ApiProperty({ description: 'Beobachtete Fälle (Benachrichtigungen, Suchprofile, Portfolios)', example: 3 })
  watchedCases!: number;

  @ApiProperty({
    description:
      'Weitere, ältere beobachtete Fälle, deren Fristen nicht gelesen wurden: gelesen werden die neuesten 1.000',
    example: 0,
  })
  omittedCases!: number;

  @ApiProperty({ description: 'Kommende Fristen und Termine, nach Datum', type: [UpcomingDeadlineResponse] })
  deadlines!: UpcomingDeadlineResponse[];
}
