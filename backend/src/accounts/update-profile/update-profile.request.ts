import { ApiProperty } from '@nestjs/swagger';
import { EmailField, NameField } from '../validation/account-fields.js';

export class UpdateProfileRequest {
  @ApiProperty({ example: 'Anna' })
  @NameField('Vorname')
  firstName!: string;

  @ApiProperty({ example: 'Berger' })
  @NameField('Nachname')
  lastName!: string;

  @ApiProperty({ example: 'anna.berger@example.de' })
  @EmailField()
  email!: string;
}
