import { ApiProperty } from '@nestjs/swagger';
import { EmailField, NameField, NewPasswordField } from '../validation/account-fields.js';

export class RegisterRequest {
  @ApiProperty({ example: 'anna.berger@example.de' })
  @EmailField()
  email!: string;

  @ApiProperty({ description: 'mindestens 8 Zeichen, Groß- und Kleinbuchstaben und eine Zahl' })
  @NewPasswordField()
  password!: string;

  @ApiProperty({ example: 'Anna' })
  @NameField('Vorname')
  firstName!: string;

  @ApiProperty({ example: 'Berger' })
  @NameField('Nachname')
  lastName!: string;
}
