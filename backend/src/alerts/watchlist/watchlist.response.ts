import { ApiProperty } from '@nestjs/swagger';
import type { RecipientStatus } from '../domain/events.js';
import type { CaseSummary } from '../../cases/case-summary/case-summary.js';
import type { WatchlistRow } from './parse-watchlist.js';

export class CaseSummaryResponse implements CaseSummary {
  @ApiProperty({ description: 'Kennung des Verfahrens', example: 1234567 })
  caseId!: number;
  @ApiProperty({ description: 'Name des Schuldners', example: 'Muster Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Charlottenburg' })
  court!: string;
  @ApiProperty({ description: 'Aktenzeichen', example: '36a IN 1234/26' })
  caseNumber!: string;
  @ApiProperty({ description: 'Art der neuesten Bekanntmachung', example: 'Eröffnungen' })
  publicationType!: string;
  @ApiProperty({ description: 'Datum der neuesten Bekanntmachung (JJJJ-MM-TT)', example: '2026-11-20' })
  publicationDate!: string;
}

export class WatchlistRowResponse implements WatchlistRow {
  @ApiProperty({ description: 'Zeilennummer in der Datei (1 = erste Zeile)', example: 2 })
  line!: number;
  @ApiProperty({ description: 'Firmenname', example: 'Muster Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Postleitzahl', type: String, nullable: true, example: '10585' })
  postalCode!: string | null;
  @ApiProperty({ description: 'Ort', type: String, nullable: true, example: 'Berlin' })
  city!: string | null;
  @ApiProperty({ description: 'Registernummer', type: String, nullable: true, example: 'HRB 123456 B' })
  registerNumber!: string | null;
  @ApiProperty({
    description: 'Deutsche Fehler dieser Zeile; eine Zeile mit Fehlern wird nicht übernommen',
    example: [],
  })
  errors!: string[];
}

export class WatchlistPreviewRowResponse extends WatchlistRowResponse {
  @ApiProperty({ description: 'Bereits bekannte Verfahren, die zu dieser Zeile passen', type: [CaseSummaryResponse] })
  matches!: CaseSummaryResponse[];
}

export class WatchlistPreviewResponse {
  @ApiProperty({ description: 'Zeilen insgesamt', example: 120 })
  total!: number;
  @ApiProperty({ description: 'Gültige Zeilen', example: 118 })
  valid!: number;
  @ApiProperty({ description: 'Zeilen mit Fehlern', example: 2 })
  invalid!: number;
  @ApiProperty({ description: 'Zeilen mit bereits bekannten Verfahren', example: 3 })
  withMatches!: number;
  @ApiProperty({ description: 'Jede Zeile mit Fehlern und Treffern', type: [WatchlistPreviewRowResponse] })
  rows!: WatchlistPreviewRowResponse[];
  @ApiProperty({ description: 'Höchstzahl an Benachrichtigungen je Konto (ALERT_SUBSCRIPTIONS_MAX)', example: 1000 })
  limit!: number;
  @ApiProperty({ description: 'Vor dem Import noch mögliche Benachrichtigungen', example: 880 })
  remaining!: number;
}

export class WatchlistImportResponse {
  @ApiProperty({
    description: 'Deutsche Zusammenfassung',
    example: '118 Benachrichtigungen angelegt, 2 Zeilen übersprungen',
  })
  message!: string;
  @ApiProperty({ description: 'Angelegte Benachrichtigungen', example: 118 })
  created!: number;
  @ApiProperty({ description: 'Übersprungene Zeilen', example: 2 })
  skipped!: number;
  @ApiProperty({
    description: 'Kennungen der angelegten Benachrichtigungen',
    example: ['9a1f0e5c-3b2d-4c7e-8f61-0d2e4b6a8c10'],
  })
  subscriptionIds!: string[];
  @ApiProperty({ description: 'Deutsche Fehler der übersprungenen Zeilen', example: ['Zeile 7: Firmenname fehlt'] })
  errors!: string[];
  @ApiProperty({ description: 'Höchstzahl an Benachrichtigungen je Konto', example: 1000 })
  limit!: number;
  @ApiProperty({ description: 'Danach noch mögliche Benachrichtigungen', example: 762 })
  remaining!: number;
  @ApiProperty({
    description:
      'Zustand der Empfängeradresse (pending: vor der Bestätigung wird nichts versandt; queued: die ' +
      'Bestätigungs-E-Mail wartet auf Versand am nächsten Tag)',
    enum: ['own', 'confirmed', 'pending', 'queued', 'refused'],
    nullable: true,
    example: 'pending',
  })
  recipientStatus!: RecipientStatus | null;
}
