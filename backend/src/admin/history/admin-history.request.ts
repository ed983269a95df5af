import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';

export const HISTORY_ENTITIES = ['user', 'contact-message', 'cleanup', 'import'] as const;

export class AdminHistoryRequest {
  @ApiPropertyOptional({ description: 'Ein Stream, z. B. user-<id>, contact-<id>, retention-2026-11-21' })
  @IsOptional()
  @Matches(/^[a-z]+-[A-Za-z0-9~._:-]{1,200}$/, { message: 'Ungültiger Stream-Name' })
  stream?: string;

  @ApiPropertyOptional({ enum: HISTORY_ENTITIES })
  @IsOptional()
  @IsIn(HISTORY_ENTITIES, { message: `entity muss eines von ${HISTORY_ENTITIES.join(', ')} sein` })
  entity?: (typeof HISTORY_ENTITIES)[number];

  @ApiPropertyOptional({
    description: 'Id der Entität (Benutzer-/Nachrichten-Id; Datum JJJJ-MM-TT für cleanup und import)',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,100}$/, { message: 'Ungültige Id' })
  id?: string;
}
