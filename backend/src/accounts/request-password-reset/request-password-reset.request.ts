import { ApiProperty } from '@nestjs/swagger';
import { EmailField } from '../validation/account-fields.js';

export class RequestPasswordResetRequest {
  @ApiProperty({ description: 'die E-Mail-Adresse des Kontos', example: 'anna.berger@example.de' })
  @EmailField()
  email!: string;
}
