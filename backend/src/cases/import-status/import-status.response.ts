import { ApiProperty } from '@nestjs/swagger';

export class ImportStatsResponse {
  @ApiProperty({ description: 'Verfahren im Datenbestand', example: 24980 })
  activeCases!: number;
  @ApiProperty({ description: 'Heute (Berliner Zeit) neu importierte Verfahren', example: 310 })
  todayImports!: number;
  @ApiProperty({ description: 'In den letzten 7 Tagen neu importierte Verfahren', example: 1840 })
  weeklyImports!: number;
  @ApiProperty({ description: 'Neue Verfahren je Stunde, gemittelt über 24 Stunden', example: 12.9 })
  importRate!: number;
  @ApiProperty({ description: 'Geplante Importsitzungen je Tag', example: 4 })
  totalSessions!: number;
}

export class NextImportSessionResponse {
  @ApiProperty({ description: 'Uhrzeit (Berliner Zeit)', example: '12:30' })
  time!: string;
  @ApiProperty({ description: 'Name der Sitzung', example: 'Midday Session' })
  name!: string;
  @ApiProperty({ description: 'Zeitpunkt (ISO 8601)', example: '2026-11-24T11:30:00.000Z' })
  at!: string;
}

export class ImportSystemStatusResponse {
  @ApiProperty({
    description: 'running: ein Import läuft; error: der letzte Import ist fehlgeschlagen; sonst active',
    enum: ['running', 'error', 'active'],
    example: 'active',
  })
  status!: 'running' | 'error' | 'active';
  @ApiProperty({ description: 'Wie importiert wird', example: 'Portal-Abfrage (HTTP)' })
  importMethod!: string;
  @ApiProperty({
    description: 'Ende des letzten erfolgreichen Imports (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-24T07:34:10.000Z',
  })
  lastImportTime!: string | null;
  @ApiProperty({ description: 'Nächste geplante Sitzung', type: NextImportSessionResponse })
  nextImportSession!: NextImportSessionResponse;
  @ApiProperty({ description: 'Ob die Sitzungen geplant laufen (IMPORT_SCHEDULE)', example: true })
  scheduled!: boolean;
  @ApiProperty({
    description: 'Erster Fehler des letzten, fehlgeschlagenen Imports',
    type: String,
    nullable: true,
    example: null,
  })
  lastError!: string | null;
}

export class PortalSourceResponse {
  @ApiProperty({ description: 'Name der Quelle', example: 'neu.insolvenzbekanntmachungen.de' })
  name!: string;
  @ApiProperty({ description: 'Adresse des Portals', example: 'https://neu.insolvenzbekanntmachungen.de' })
  url!: string;
  @ApiProperty({
    description: 'Ergebnis des letzten beendeten Imports',
    enum: ['unknown', 'connected', 'error'],
    example: 'connected',
  })
  status!: 'unknown' | 'connected' | 'error';
  @ApiProperty({
    description: 'Ende des letzten beendeten Imports (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-24T07:34:10.000Z',
  })
  lastCheck!: string | null;
}

export class FallbackSourceResponse {
  @ApiProperty({ description: 'Name des Ausweichwegs', example: 'HTTP-Scraper (text.xhtml)' })
  name!: string;
  @ApiProperty({ description: 'Verfügbarkeit', enum: ['available'], example: 'available' })
  status!: 'available';
}

export class PortalConnectionResponse {
  @ApiProperty({ description: 'Amtliches Bekanntmachungsportal', type: PortalSourceResponse })
  primary!: PortalSourceResponse;
  @ApiProperty({ description: 'Ausweichweg bei Fehlern der Detailabfrage', type: FallbackSourceResponse })
  fallback!: FallbackSourceResponse;
}

export class ImportActivityResponse {
  @ApiProperty({ description: 'Kennung des Verfahrens', example: 1234567 })
  id!: number;
  @ApiProperty({ description: 'Name des Schuldners', example: 'Muster Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Charlottenburg' })
  court!: string;
  @ApiProperty({ description: 'Importiert (ISO 8601)', example: '2026-11-24T07:31:12.000Z' })
  createdAt!: string;
}

export class ImportStatusResponse {
  @ApiProperty({ description: 'Importzahlen', type: ImportStatsResponse })
  importStats!: ImportStatsResponse;
  @ApiProperty({ description: 'Systemstatus des Imports', type: ImportSystemStatusResponse })
  systemStatus!: ImportSystemStatusResponse;
  @ApiProperty({ description: 'Verbindung zum Portal', type: PortalConnectionResponse })
  portalConnection!: PortalConnectionResponse;
  @ApiProperty({ description: 'Die 10 zuletzt importierten Verfahren', type: [ImportActivityResponse] })
  recentActivity!: ImportActivityResponse[];
}
