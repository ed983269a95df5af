import { ApiProperty } from '@nestjs/swagger';

export class DeadlineSettingsResponse {
  @ApiProperty({
    description: 'Erinnerung so viele Tage vor jeder Frist (leer: keine Erinnerungen)',
    type: [Number],
    example: [7, 1],
  })
  reminderDays!: number[];

  @ApiProperty({ description: 'Ob die Standardeinstellung (7 und 1 Tag vorher) gilt', example: true })
  reminderDaysDefault!: boolean;

  @ApiProperty({
    description: 'Seit wann der aktuelle Kalender-Link gilt (null: kein Link)',
    type: String,
    nullable: true,
    example: '2026-03-01T10:00:00.000Z',
  })
  calendarLinkCreatedAt!: string | null;
}
