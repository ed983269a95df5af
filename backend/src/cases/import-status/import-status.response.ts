import { ApiProperty } from '@nestjs/swagger';
import { FreshnessDto } from './freshness.response.js';

export class ImportStatsDto {
  @ApiProperty({
    description:
      'Aktive Verfahren: gespeicherte Fälle, deren Verfahren noch läuft (ohne abgewiesene, eingestellte und ' +
      'aufgehobene Verfahren und ohne solche, die mit der Entscheidung über die Restschuldbefreiung endeten)',
    example: 24980,
  })
  activeCases!: number;
  @ApiProperty({ description: 'Seit Mitternacht (Berlin) neu angelegte Fälle', example: 310 })
  todayImports!: number;
  @ApiProperty({
    description: 'In den letzten 7 Tagen erstmals importierte Fälle, gleich welchen Veröffentlichungsdatums',
    example: 1840,
  })
  weeklyImports!: number;
  @ApiProperty({
    description: 'Neue Fälle je Stunde Importlaufzeit: neue Fälle der Läufe der letzten 7 Tage ÷ deren Laufzeit',
    example: 3600.5,
  })
  importRate!: number;
  @ApiProperty({ description: 'Import-Sitzungen pro Tag', example: 4 })
  totalSessions!: number;
}

export class OverallStatusDto {
  @ApiProperty({
    enum: ['running', 'ready', 'incomplete', 'portal_unreachable', 'failed', 'never'],
    description: 'Gesamtstatus, aus denselben Fakten wie Portal- und Importbox abgeleitet',
    example: 'ready',
  })
  state!: string;
  @ApiProperty({
    description: 'Kurztext, z. B. „Import läuft“, „Bereit“, „Portal nicht erreichbar“',
    example: 'Bereit',
  })
  label!: string;
  @ApiProperty({
    description: 'Erläuterung in einem Satz (Fortschritt, Ergebnis oder Fehler mit nächstem Versuch)',
    example: 'Letzter Import am 24.11.2026 um 08:34 Uhr: 310 neue Fälle, 95 weitere Bekanntmachungen.',
  })
  detail!: string;
}

export class NextImportSessionDto {
  @ApiProperty({ description: 'Uhrzeit (Berlin), HH:MM', example: '12:30' })
  time!: string;
  @ApiProperty({ description: 'Name der Sitzung', example: 'Midday Session' })
  name!: string;
  @ApiProperty({ description: 'Zeitpunkt (ISO 8601)', example: '2026-11-24T11:30:00.000Z' })
  at!: string;
}

export class CurrentImportRunDto {
  @ApiProperty({ description: 'Kennung des Importlaufs', example: 'import-run-2026-11-24T07:30:00.000Z' })
  runId!: string;
  @ApiProperty({ description: 'Name der Sitzung', example: 'Morning Session' })
  session!: string;
  @ApiProperty({ description: 'Beginn (ISO 8601)', example: '2026-11-24T07:30:00.000Z' })
  startedAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Veröffentlichungstag in Arbeit (JJJJ-MM-TT)',
    example: '2026-11-20',
  })
  day!: string | null;
  @ApiProperty({ description: 'Position des Tages im Lauf (ab 1; 0 vor dem ersten Fortschritt)', example: 3 })
  dayNumber!: number;
  @ApiProperty({ description: 'Tage des Laufs', example: 14 })
  daysTotal!: number;
  @ApiProperty({ description: 'Bisher abgerufene Bekanntmachungen', example: 420 })
  fetched!: number;
  @ApiProperty({ description: 'Bisher neu angelegte Fälle', example: 57 })
  newCases!: number;
  @ApiProperty({ description: 'Bisher erfasste weitere Bekanntmachungen bekannter Fälle', example: 12 })
  newNotices!: number;
}

export class SystemStatusDto {
  @ApiProperty({
    enum: ['running', 'active', 'error', 'idle'],
    description: 'Grobstatus (SPEC §3)',
    example: 'active',
  })
  status!: string;
  @ApiProperty({ type: OverallStatusDto, description: 'Ein Gesamtstatus, der zu den Boxen passt' })
  overall!: OverallStatusDto;
  @ApiProperty({ description: 'Wie importiert wird', example: 'Portal-Abfrage (HTTP)' })
  importMethod!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Ende des letzten erfolgreichen Imports (ISO 8601)',
    example: '2026-11-24T07:34:10.000Z',
  })
  lastImportTime!: string | null;
  @ApiProperty({ type: NextImportSessionDto, description: 'Nächste geplante Sitzung' })
  nextImportSession!: NextImportSessionDto;
  @ApiProperty({ description: 'Ob die Sitzungen automatisch laufen (IMPORT_SCHEDULE)', example: true })
  scheduled!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Fehler des letzten Laufs, falls er fehlschlug',
    example: null,
  })
  lastError!: string | null;
  @ApiProperty({ type: CurrentImportRunDto, nullable: true, description: 'Der laufende Import mit Fortschritt' })
  currentRun!: CurrentImportRunDto | null;
}

export class PortalEndpointDto {
  @ApiProperty({ description: 'Name der Quelle', example: 'neu.insolvenzbekanntmachungen.de' })
  name!: string;
  @ApiProperty({ description: 'Adresse des Portals', example: 'https://neu.insolvenzbekanntmachungen.de' })
  url!: string;
  @ApiProperty({
    enum: ['connected', 'unreachable', 'unknown'],
    description: '„connected“, solange das Portal zuletzt geantwortet hat',
    example: 'connected',
  })
  status!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Letzte Antwort des Portals (ISO 8601)',
    example: '2026-11-24T07:34:10.000Z',
  })
  lastCheck!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Hinweis in Klartext, wenn das Portal nicht erreichbar ist',
    example: null,
  })
  message!: string | null;
}

export class FallbackEndpointDto {
  @ApiProperty({ description: 'Name des Ausweichwegs', example: 'HTTP-Scraper (text.xhtml)' })
  name!: string;
  @ApiProperty({
    enum: ['available', 'unreachable', 'unknown'],
    description:
      'Verfügbarkeit: der Ausweichweg liegt auf demselben Portal und ist nur verfügbar, solange es antwortet',
    example: 'available',
  })
  status!: string;
}

export class PortalConnectionDto {
  @ApiProperty({ type: PortalEndpointDto, description: 'Amtliches Bekanntmachungsportal' })
  primary!: PortalEndpointDto;
  @ApiProperty({ type: FallbackEndpointDto, description: 'Ausweichweg bei Fehlern der Detailabfrage' })
  fallback!: FallbackEndpointDto;
}

export class RecentActivityDto {
  @ApiProperty({ description: 'Kennung des Verfahrens', example: 1234567 })
  id!: number;
  @ApiProperty({ description: 'Name des Schuldners', example: 'Muster Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Charlottenburg' })
  court!: string;
  @ApiProperty({ description: 'Angelegt (ISO 8601)', example: '2026-11-24T07:31:12.000Z' })
  createdAt!: string;
}

export class ImportStatusResponse {
  @ApiProperty({ type: ImportStatsDto, description: 'Importzahlen' })
  importStats!: ImportStatsDto;
  @ApiProperty({ type: SystemStatusDto, description: 'Systemstatus des Imports' })
  systemStatus!: SystemStatusDto;
  @ApiProperty({ type: PortalConnectionDto, description: 'Verbindung zum Portal' })
  portalConnection!: PortalConnectionDto;
  @ApiProperty({ type: [RecentActivityDto], description: 'Die 10 zuletzt importierten Verfahren' })
  recentActivity!: RecentActivityDto[];
  @ApiProperty({
    type: FreshnessDto,
    description: 'Frische: letzter und nächster Abgleich, Erkennungsverzug heute, heute versandte Benachrichtigungen',
  })
  freshness!: FreshnessDto;
}
