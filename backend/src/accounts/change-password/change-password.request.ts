import { ApiProperty } from '@nestjs/swagger';
import { GivenPasswordField, NewPasswordField } from '../validation/account-fields.js';

export class ChangePasswordRequest {
  @ApiProperty()
  @GivenPasswordField('Aktuelles Passwort')
  currentPassword!: string;

  @ApiProperty({ description: 'mindestens 8 Zeichen, Groß- und Kleinbuchstaben und eine Zahl' })
  @NewPasswordField('Neues Passwort')
  newPassword!: string;
}
