import { ApiProperty } from '@nestjs/swagger';

export class ImportStatsDto {
  @ApiProperty({ description: 'Aktive Fälle im Bestand' }) activeCases!: number;
  @ApiProperty({ description: 'Seit Mitternacht (Berlin) neu angelegte Fälle' }) todayImports!: number;
  @ApiProperty({ description: 'In den letzten 7 Tagen neu angelegte Fälle' }) weeklyImports!: number;
  @ApiProperty({ description: 'Neue Fälle pro Stunde (Mittel der letzten 24 Stunden)' }) importRate!: number;
  @ApiProperty({ description: 'Import-Sitzungen pro Tag' }) totalSessions!: number;
}

export class OverallStatusDto {
  @ApiProperty({
    enum: ['running', 'ready', 'incomplete', 'portal_unreachable', 'failed', 'never'],
    description: 'Gesamtstatus, aus denselben Fakten wie Portal- und Importbox abgeleitet',
  })
  state!: string;
  @ApiProperty({ description: 'Kurztext, z. B. „Import läuft“, „Bereit“, „Portal nicht erreichbar“' }) label!: string;
  @ApiProperty({ description: 'Erläuterung in einem Satz (Fortschritt, Ergebnis oder Fehler mit nächstem Versuch)' })
  detail!: string;
}

export class NextImportSessionDto {
  @ApiProperty({ description: 'Uhrzeit (Berlin), HH:MM' }) time!: string;
  @ApiProperty({ description: 'Name der Sitzung' }) name!: string;
  @ApiProperty({ description: 'Zeitpunkt (ISO 8601)' }) at!: string;
}

export class CurrentImportRunDto {
  @ApiProperty() runId!: string;
  @ApiProperty({ description: 'Name der Sitzung' }) session!: string;
  @ApiProperty({ description: 'Beginn (ISO 8601)' }) startedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Veröffentlichungstag in Arbeit (YYYY-MM-DD)' })
  day!: string | null;
  @ApiProperty({ description: 'Position des Tages im Lauf (ab 1; 0 vor dem ersten Fortschritt)' }) dayNumber!: number;
  @ApiProperty({ description: 'Tage des Laufs' }) daysTotal!: number;
  @ApiProperty({ description: 'Bisher abgerufene Bekanntmachungen' }) fetched!: number;
  @ApiProperty({ description: 'Bisher neu angelegte Fälle' }) newCases!: number;
  @ApiProperty({ description: 'Bisher erfasste weitere Bekanntmachungen bekannter Fälle' }) newNotices!: number;
}

export class SystemStatusDto {
  @ApiProperty({ enum: ['running', 'active', 'error', 'idle'], description: 'Grobstatus (SPEC §3)' })
  status!: string;
  @ApiProperty({ type: OverallStatusDto }) overall!: OverallStatusDto;
  @ApiProperty() importMethod!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Ende des letzten erfolgreichen Imports (ISO 8601)' })
  lastImportTime!: string | null;
  @ApiProperty({ type: NextImportSessionDto }) nextImportSession!: NextImportSessionDto;
  @ApiProperty({ description: 'Ob die Sitzungen automatisch laufen' }) scheduled!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Fehler des letzten Laufs, falls er fehlschlug' })
  lastError!: string | null;
  @ApiProperty({ type: CurrentImportRunDto, nullable: true, description: 'Der laufende Import mit Fortschritt' })
  currentRun!: CurrentImportRunDto | null;
}

export class PortalEndpointDto {
  @ApiProperty() name!: string;
  @ApiProperty() url!: string;
  @ApiProperty({
    enum: ['connected', 'unreachable', 'unknown'],
    description: '„connected“, solange das Portal zuletzt geantwortet hat',
  })
  status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Letzte Antwort des Portals (ISO 8601)' })
  lastCheck!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Hinweis in Klartext, wenn das Portal nicht erreichbar ist',
  })
  message!: string | null;
}

export class FallbackEndpointDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['available'] }) status!: string;
}

export class PortalConnectionDto {
  @ApiProperty({ type: PortalEndpointDto }) primary!: PortalEndpointDto;
  @ApiProperty({ type: FallbackEndpointDto }) fallback!: FallbackEndpointDto;
}

export class RecentActivityDto {
  @ApiProperty() id!: number;
  @ApiProperty() companyName!: string;
  @ApiProperty() court!: string;
  @ApiProperty({ description: 'Angelegt (ISO 8601)' }) createdAt!: string;
}

export class ImportStatusResponse {
  @ApiProperty({ type: ImportStatsDto }) importStats!: ImportStatsDto;
  @ApiProperty({ type: SystemStatusDto }) systemStatus!: SystemStatusDto;
  @ApiProperty({ type: PortalConnectionDto }) portalConnection!: PortalConnectionDto;
  @ApiProperty({ type: [RecentActivityDto] }) recentActivity!: RecentActivityDto[];
}
