import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HistoryActorResponse {
  @ApiProperty({ description: 'Kennung des Benutzers oder `system:<Dienst>`', example: 'system:import' })
  id!: string;
  @ApiProperty({
    description: 'E-Mail-Adresse, falls ein Benutzer handelte',
    type: String,
    nullable: true,
    example: null,
  })
  email!: string | null;
}

export class HistoryEventResponse {
  @ApiProperty({ description: 'Stream des Ereignisses', example: 'import-0b6f3c1e-7d1a-4f4e-9a51-1f1f3f0c2a77' })
  stream!: string;
  @ApiProperty({ description: 'Revision im Stream (Dezimalzeichenkette)', example: '0' })
  revision!: string;
  @ApiProperty({ description: 'Globale Position (Dezimalzeichenkette)', example: '182734' })
  position!: string;
  @ApiProperty({ description: 'Ereignistyp', example: 'ImportRunStarted' })
  type!: string;
  @ApiProperty({ description: 'Zeitpunkt (ISO 8601)', example: '2026-11-24T07:30:00.000Z' })
  occurredAt!: string;
  @ApiProperty({ description: 'Wer das Ereignis ausgelöst hat', type: HistoryActorResponse })
  actor!: HistoryActorResponse;
  @ApiPropertyOptional({
    description: 'Ereignisdaten, nur für Kategorien ohne personenbezogene Daten (Importe, Bereinigungen)',
    type: 'object',
    additionalProperties: true,
    example: { session: 'Morning Session', trigger: 'schedule' },
  })
  data?: unknown;
}

export class AdminHistoryResponse {
  @ApiProperty({ description: 'Gelesene Streams', example: ['user-5f0c…'] })
  streams!: string[];
  @ApiProperty({
    description: 'Ereignisse nach globaler Position (höchstens 500 je Stream)',
    type: [HistoryEventResponse],
  })
  events!: HistoryEventResponse[];
}
