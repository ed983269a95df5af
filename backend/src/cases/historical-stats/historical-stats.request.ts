import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../platform/http/validators/is-calendar-date.js';
import { HISTORY_GROUPS, type HistoryGroupBy } from './history-dimensions.js';
import { HISTORY_INTERVALS, type HistoryInterval } from './history-periods.js';

export class HistoricalStatsRequest {
  @ApiPropertyOptional({
    description: 'Erster Tag (JJJJ-MM-TT); ohne Angabe ein Jahr vor dem Bis-Datum',
    example: '2026-01-01',
  })
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  from?: string;

  @ApiPropertyOptional({ description: 'Letzter Tag (JJJJ-MM-TT); ohne Angabe heute', example: '2026-11-24' })
  @IsOptional()
  @IsCalendarDate({ message: 'Ungültiges Bis-Datum (ein Kalendertag im Format JJJJ-MM-TT)' })
  to?: string;

  @ApiPropertyOptional({ enum: HISTORY_GROUPS, default: 'state', description: 'Aufteilung der Verfahren' })
  @IsOptional()
  @IsIn(HISTORY_GROUPS, {
    message: `Ungültige Aufteilung (erlaubt: ${HISTORY_GROUPS.join(', ')})`,
  })
  groupBy: HistoryGroupBy = 'state';

  @ApiPropertyOptional({ enum: HISTORY_INTERVALS, default: 'month', description: 'Zeitraster: Woche, Monat oder Jahr' })
  @IsOptional()
  @IsIn(HISTORY_INTERVALS, { message: 'Ungültiges Zeitraster (erlaubt: week, month, year)' })
  interval: HistoryInterval = 'month';
}
