import { ApiProperty } from '@nestjs/swagger';
import { GivenPasswordField } from '../validation/account-fields.js';

export class DeleteAccountRequest {
  @ApiProperty({ description: 'Das aktuelle Passwort des Kontos (Bestätigung der Löschung)' })
  @GivenPasswordField('Passwort')
  password!: string;
}
