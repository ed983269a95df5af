import { ApiProperty } from '@nestjs/swagger';

export class ApiKeyResponse {
  @ApiProperty({ description: 'Kennung des Schlüssels', example: '7f3a9c2e4b1d' })
  id!: string;
  @ApiProperty({ description: 'Bezeichnung', example: 'ERP-Anbindung' })
  name!: string;
  @ApiProperty({ description: 'Erkennbarer Anfang des Schlüssels (ohne Geheimnis)', example: 'imk_7f3a9c2e4b1d_…' })
  preview!: string;
  @ApiProperty({ description: 'Erzeugt (ISO 8601)', example: '2026-11-01T10:00:00.000Z' })
  createdAt!: string;
  @ApiProperty({ description: 'Widerrufen (ISO 8601)', type: String, nullable: true, example: null })
  revokedAt!: string | null;
  @ApiProperty({ description: 'Ob der Schlüssel gilt', example: true })
  active!: boolean;
}

export class IssuedApiKeyResponse {
  @ApiProperty({ description: 'Kennung des Schlüssels', example: '7f3a9c2e4b1d' })
  id!: string;
  @ApiProperty({ description: 'Bezeichnung', example: 'ERP-Anbindung' })
  name!: string;
  @ApiProperty({
    description: 'Der Schlüssel für `X-API-Key`; wird nur in dieser Antwort gezeigt',
    example: 'imk_7f3a9c2e4b1d_Qm9vZ2llV29vZ2llMTIzNDU2Nzg5MA',
  })
  key!: string;
  @ApiProperty({ description: 'Erzeugt (ISO 8601)', example: '2026-11-01T10:00:00.000Z' })
  createdAt!: string;
  @ApiProperty({
    description: 'Deutscher Hinweis',
    example: 'API-Schlüssel erstellt. Bitte kopieren Sie ihn jetzt: Er wird nicht noch einmal angezeigt.',
  })
  message!: string;
}
