import { ApiProperty } from '@nestjs/swagger';

export class DailyCountResponse {
  @ApiProperty({ description: 'Bekanntmachungstag (JJJJ-MM-TT, Berliner Zeit)', example: '2026-11-20' })
  date!: string;
  @ApiProperty({ description: 'Verfahren mit neuester Bekanntmachung an diesem Tag', example: 317 })
  count!: number;
}

export class StateCountResponse {
  @ApiProperty({ description: 'Bundesland', example: 'Nordrhein-Westfalen' })
  state!: string;
  @ApiProperty({ description: 'Verfahren in diesem Bundesland', example: 5120 })
  count!: number;
}

export class CaseStatsResponse {
  @ApiProperty({ description: 'Verfahren mit Bekanntmachung in den letzten 7 Tagen', example: 1840 })
  recentCases!: number;
  @ApiProperty({ description: 'Verfahren in den 7 Tagen davor', example: 1712 })
  previousCases!: number;
  @ApiProperty({ description: 'Verfahren im Datenbestand insgesamt', example: 24980 })
  totalCases!: number;
  @ApiProperty({
    description: 'Veränderung zur Vorwoche in Prozent (eine Nachkommastelle; 100, wenn die Vorwoche leer war)',
    example: 7.5,
  })
  weeklyChange!: number;
  @ApiProperty({
    description: 'Verfahren je Tag der letzten 30 Tage, älteste zuerst, lückenlos',
    type: [DailyCountResponse],
  })
  daily!: DailyCountResponse[];
  @ApiProperty({ description: 'Verfahren je Bundesland, meiste zuerst', type: [StateCountResponse] })
  byState!: StateCountResponse[];
}
