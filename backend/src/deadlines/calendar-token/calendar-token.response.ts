import { ApiProperty } from '@nestjs/swagger';

export class CalendarTokenResponse {
  @ApiProperty({
    description: 'Kalender-Link (https); nur jetzt sichtbar, gespeichert wird nur sein Hash',
    example: 'https://insolvenzmonitor.example/calendar/Zk3v….ics',
  })
  httpsUrl!: string;

  @ApiProperty({
    description: 'Derselbe Link als webcal:// (abonnieren mit einem Klick)',
    example: 'webcal://insolvenzmonitor.example/calendar/Zk3v….ics',
  })
  webcalUrl!: string;

  @ApiProperty({ description: 'Erstellt am (ISO-Zeitpunkt)', example: '2026-03-01T10:00:00.000Z' })
  createdAt!: string;
}
