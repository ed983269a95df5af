import { ApiProperty } from '@nestjs/swagger';

export class PollHoursDto {
  @ApiProperty({ description: 'Beginn (Berlin, HH:MM)', example: '06:00' })
  from!: string;
  @ApiProperty({ description: 'Ende (Berlin, HH:MM, ausschließlich; 24:00 = Mitternacht)', example: '22:00' })
  to!: string;
}

export class PollStatusDto {
  @ApiProperty({
    description: 'Ob der Abgleich im Tagesverlauf läuft (IMPORT_POLL_MINUTES > 0 und Zeitplan an)',
    example: true,
  })
  enabled!: boolean;
  @ApiProperty({ description: 'Abstand der Abgleiche in Minuten (IMPORT_POLL_MINUTES)', example: 10 })
  intervalMinutes!: number;
  @ApiProperty({ type: PollHoursDto, description: 'Zeitfenster der Abgleiche (IMPORT_POLL_HOURS, Berlin)' })
  hours!: PollHoursDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Ende des letzten Abgleichs (ISO 8601), null: heute und gestern keiner',
    example: '2026-11-28T09:40:12.000Z',
  })
  lastPollAt!: string | null;
  @ApiProperty({
    enum: ['completed', 'failed'],
    nullable: true,
    description: 'Ergebnis des letzten Abgleichs',
    example: 'completed',
  })
  lastPollStatus!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Fehler des letzten Abgleichs in Klartext (z. B. Tagesbudget aufgebraucht)',
    example: null,
  })
  lastPollError!: string | null;
  @ApiProperty({ description: 'Neue Fälle des letzten Abgleichs', example: 2 })
  lastPollNewCases!: number;
  @ApiProperty({ description: 'Abgleiche heute (Berlin)', example: 24 })
  pollsToday!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Beginn des nächsten Abgleichs (ISO 8601), null: kein Abgleich geplant',
    example: '2026-11-28T09:50:00.000Z',
  })
  nextPollAt!: string | null;
}

export class DetectionLagDto {
  @ApiProperty({ description: 'Heute veröffentlichte Bekanntmachungen, über die die Zahlen gehen', example: 41 })
  notices!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Median Veröffentlichung → Erkennung in Minuten (aufgerundet; Veröffentlichung: frühester Zeitpunkt, zu dem ' +
      'die Bekanntmachung ungesehen erschienen sein kann, siehe README)',
    example: 6,
  })
  medianMinutes!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Höchstwert in Minuten', example: 11 })
  maxMinutes!: number | null;
}

export class RequestBudgetDto {
  @ApiProperty({
    description: 'Portalanfragen der Abgleiche je Berliner Tag (IMPORT_DAILY_REQUEST_BUDGET)',
    example: 15000,
  })
  budget!: number;
  @ApiProperty({ description: 'Heute von den Abgleichen gestellte Portalanfragen', example: 4210 })
  spent!: number;
  @ApiProperty({
    description: 'Heute von den Import-Sitzungen gestellte Portalanfragen (zählen nicht gegen das Budget)',
    example: 9800,
  })
  sessionRequests!: number;
  @ApiProperty({ description: 'Heute noch verfügbar', example: 10790 })
  remaining!: number;
  @ApiProperty({
    description: 'Aufgebraucht: der Abgleich pausiert bis morgen, die Sitzungen laufen weiter',
    example: false,
  })
  exhausted!: boolean;
}

export class FreshnessDto {
  @ApiProperty({
    description: 'Das Frische-Versprechen laut Konfiguration',
    example:
      'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.',
  })
  promise!: string;
  @ApiProperty({ type: PollStatusDto, description: 'Abgleich im Tagesverlauf' })
  poll!: PollStatusDto;
  @ApiProperty({ type: DetectionLagDto, description: 'Erkennungsverzug der heute veröffentlichten Bekanntmachungen' })
  detectionLag!: DetectionLagDto;
  @ApiProperty({ description: 'Heute versandte Benachrichtigungs-E-Mails (Digest und Sofort-Meldungen)', example: 37 })
  alertsSentToday!: number;
  @ApiProperty({ type: RequestBudgetDto, description: 'Tagesbudget der Portalanfragen' })
  requestBudget!: RequestBudgetDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Warnung, wenn das Portal heute ungewöhnlich wenige oder keine Bekanntmachungen liefert (null: keine Auffälligkeit)',
    example: null,
  })
  sourceWarning!: string | null;
}

export class FreshnessPromiseResponse {
  @ApiProperty({
    description: 'Das Frische-Versprechen laut Konfiguration, für Preis- und Über-uns-Seite',
    example:
      'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.',
  })
  promise!: string;
  @ApiProperty({ description: 'Abstand der Abgleiche in Minuten (0: kein Abgleich im Tagesverlauf)', example: 10 })
  pollMinutes!: number;
  @ApiProperty({ type: PollHoursDto, description: 'Zeitfenster der Abgleiche (Berlin)' })
  pollHours!: PollHoursDto;
}
