import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EmailField, GivenPasswordField, NameField } from '../validation/account-fields.js';
import { MayBeLeftOut } from '../../platform/http/validators/may-be-left-out.js';

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

  @ApiPropertyOptional({
    description: 'nötig, wenn sich die E-Mail-Adresse ändert (nicht nur in Groß-/Kleinschreibung)',
  })
  @MayBeLeftOut()
  @GivenPasswordField('Aktuelles Passwort')
  currentPassword?: string;
}
