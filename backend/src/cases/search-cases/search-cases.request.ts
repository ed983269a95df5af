import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDate } from '../../platform/http/validators/is-calendar-date.js';
import { LAND_CODES } from '../domain/land.js';

export const PROCEDURE_TYPES = ['regel', 'verbraucher', 'antrag'] as const;

/** Empty query values count as absent: the SPA drops them, other clients may not. */
const emptyToUndefined = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

export class SearchCasesRequest {
  @ApiPropertyOptional({ description: 'Firmenname, Aktenzeichen oder Registernummer' })
  @emptyToUndefined()
  @IsOptional()
  @IsString({ message: 'Suchbegriff muss ein Text sein' })
  @MaxLength(200, { message: 'Suchbegriff darf höchstens 200 Zeichen lang sein' })
  q?: string;

  @ApiPropertyOptional({ enum: LAND_CODES })
  @emptyToUndefined()
  @IsOptional()
  @IsIn(LAND_CODES, { message: `Ungültiges Bundesland (erlaubt: ${LAND_CODES.join(', ')})` })
  state?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @emptyToUndefined()
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  dateFrom?: string;

  @ApiPropertyOptional({ example: '2026-11-21' })
  @emptyToUndefined()
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Bis-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  dateTo?: string;

  @ApiPropertyOptional({ enum: PROCEDURE_TYPES })
  @emptyToUndefined()
  @IsOptional()
  @IsIn(PROCEDURE_TYPES, { message: 'Ungültige Verfahrensart (erlaubt: regel, verbraucher, antrag)' })
  procedureType?: string;

  @ApiPropertyOptional({ default: 1 })
  @emptyToUndefined()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Seite muss eine ganze Zahl sein' })
  @Min(1, { message: 'Seite muss mindestens 1 sein' })
  @Max(100_000, { message: 'Seite ist zu groß' })
  page: number = 1;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @emptyToUndefined()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit muss eine ganze Zahl sein' })
  @Min(1, { message: 'Limit muss mindestens 1 sein' })
  @Max(100, { message: 'Limit darf höchstens 100 sein' })
  limit: number = 20;
}
