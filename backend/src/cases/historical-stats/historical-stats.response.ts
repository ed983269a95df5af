import { ApiProperty } from '@nestjs/swagger';
import { HISTORY_GROUPS, type HistoryGroupBy } from './history-dimensions.js';
import { HISTORY_INTERVALS, type HistoryInterval } from './history-periods.js';

export class HistoryPeriodDto {
  @ApiProperty({ description: 'Schlüssel des Zeitraums', example: '2026-11' })
  key!: string;

  @ApiProperty({ description: 'Bezeichnung auf Deutsch', example: 'November 2026' })
  label!: string;

  @ApiProperty({ description: 'Erster Tag des Zeitraums innerhalb der Abfrage', example: '2026-11-01' })
  from!: string;

  @ApiProperty({ description: 'Letzter Tag des Zeitraums innerhalb der Abfrage', example: '2026-11-24' })
  to!: string;

  @ApiProperty({ description: 'Neue Verfahren im Zeitraum', example: 412 })
  total!: number;
}

export class HistoryGroupDto {
  @ApiProperty({ description: 'Gespeicherter Wert der Aufteilung (z. B. NW, GmbH, company, unbekannt)', example: 'NW' })
  key!: string;

  @ApiProperty({ description: 'Bezeichnung auf Deutsch', example: 'Nordrhein-Westfalen' })
  label!: string;

  @ApiProperty({ description: 'Neue Verfahren im ganzen Zeitraum', example: 1280 })
  total!: number;
}

export class HistoryCountDto {
  @ApiProperty({ description: 'Schlüssel des Zeitraums (HistoryPeriodDto.key)', example: '2026-11' })
  period!: string;

  @ApiProperty({ description: 'Schlüssel der Gruppe (HistoryGroupDto.key)', example: 'NW' })
  group!: string;

  @ApiProperty({ description: 'Neue Verfahren (nur Werte über 0 werden geliefert)', example: 37 })
  count!: number;
}

export class HistoryRestrictionDto {
  @ApiProperty({ description: 'Tage, die der Free-Plan zurückblicken darf', example: 30 })
  days!: number;

  @ApiProperty({ description: 'Frühester Tag, den der Free-Plan sieht', example: '2026-10-26' })
  earliestDate!: string;

  @ApiProperty({ description: 'Ob der angefragte Zeitraum gekürzt wurde', example: true })
  applied!: boolean;
}

export class HistoricalStatsResponse {
  @ApiProperty({
    description: 'Erster ausgewerteter Tag (nach einer Kürzung für den Free-Plan)',
    example: '2026-01-01',
  })
  from!: string;

  @ApiProperty({ description: 'Letzter ausgewerteter Tag', example: '2026-11-24' })
  to!: string;

  @ApiProperty({
    enum: HISTORY_GROUPS,
    description: 'Aufteilung: Bundesland, Gericht, Verfahrensart, Rechtsform oder Art des Schuldners',
    example: 'state',
  })
  groupBy!: HistoryGroupBy;

  @ApiProperty({ enum: HISTORY_INTERVALS, description: 'Zeitraster: Woche, Monat oder Jahr', example: 'month' })
  interval!: HistoryInterval;

  @ApiProperty({ description: 'Neue Verfahren im ganzen Zeitraum', example: 4830 })
  total!: number;

  @ApiProperty({ type: [HistoryPeriodDto], description: 'Alle Zeiträume, älteste zuerst (auch leere)' })
  periods!: HistoryPeriodDto[];

  @ApiProperty({ type: [HistoryGroupDto], description: 'Gruppen mit Verfahren, meiste zuerst' })
  groups!: HistoryGroupDto[];

  @ApiProperty({ type: [HistoryCountDto], description: 'Verfahren je Zeitraum und Gruppe' })
  counts!: HistoryCountDto[];

  @ApiProperty({
    type: HistoryRestrictionDto,
    nullable: true,
    description: 'Einschränkung des Free-Plans (letzte 30 Tage); null mit Pro',
  })
  restriction!: HistoryRestrictionDto | null;
}
