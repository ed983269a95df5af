import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class HearingsCalendarRequest {
  @ApiPropertyOptional({
    description: 'Nur dieser Termin (Kennung aus facts.hearings[].id); ohne Angabe alle Termine des Falls',
    example: '2026-03-16T09:30-pruefungstermin',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?-[a-z_]{1,40}$/, {
    message: 'Die Termin-Kennung ist ungültig (erwartet z. B. „2026-03-16T09:30-pruefungstermin“).',
  })
  hearing?: string;
}
