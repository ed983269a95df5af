import { ApiProperty } from '@nestjs/swagger';
import type { SubscriptionTally } from '../read-model/subscription-queries.port.js';

/** The caller's alerts counted (the dashboard's "Aktive Benachrichtigungen"). */
export class SubscriptionTallyResponse implements SubscriptionTally {
  @ApiProperty({ description: 'Alle eigenen Benachrichtigungen', example: 12 })
  total!: number;
  @ApiProperty({ description: 'Davon aktiv', example: 9 })
  active!: number;
}
