import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DEADLINE_KINDS } from '../../cases/domain/events.js';
import { WATCHED_SOURCE_KINDS } from '../../platform/watched-cases/watched-case-sources.js';
import { IsCalendarDate } from '../../platform/http/validators/is-calendar-date.js';

/** `?kind=a&kind=b` and `?kind=a,b` both work. */
const toList = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export class ListDeadlinesRequest {
  @ApiPropertyOptional({ description: 'Erster Tag (JJJJ-MM-TT); frühestens heute (Berlin)', example: '2026-03-01' })
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  from?: string;

  @ApiPropertyOptional({ description: 'Letzter Tag (JJJJ-MM-TT), einschließlich', example: '2026-06-30' })
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Bis-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  to?: string;

  @ApiPropertyOptional({
    description: 'Nur diese Arten (mehrfach oder durch Komma getrennt)',
    enum: DEADLINE_KINDS,
    isArray: true,
    example: ['anmeldefrist'],
  })
  @IsOptional()
  @Transform(toList)
  @ArrayMaxSize(DEADLINE_KINDS.length, { message: 'Zu viele Fristarten angegeben' })
  @IsIn(DEADLINE_KINDS, { each: true, message: `Ungültige Fristart (erlaubt: ${DEADLINE_KINDS.join(', ')})` })
  kind?: string[];

  @ApiPropertyOptional({
    description: 'Nur Fälle aus diesen Quellen (mehrfach oder durch Komma getrennt)',
    enum: WATCHED_SOURCE_KINDS,
    isArray: true,
    example: ['portfolios'],
  })
  @IsOptional()
  @Transform(toList)
  @ArrayMaxSize(WATCHED_SOURCE_KINDS.length, { message: 'Zu viele Quellen angegeben' })
  @IsIn(WATCHED_SOURCE_KINDS, {
    each: true,
    message: `Ungültige Quelle (erlaubt: ${WATCHED_SOURCE_KINDS.join(', ')})`,
  })
  source?: string[];

  @ApiPropertyOptional({ description: 'Teil des Firmennamens, Aktenzeichens oder Gerichts', example: 'Müller Bau' })
  @IsOptional()
  @IsString({ message: 'Der Firmenfilter muss ein Text sein' })
  @MaxLength(200, { message: 'Der Firmenfilter darf höchstens 200 Zeichen lang sein' })
  q?: string;
}
