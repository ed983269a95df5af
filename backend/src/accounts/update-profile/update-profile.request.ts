import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { EmailField, GivenPasswordField, NameField } from '../validation/account-fields.js';

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
  @IsOptional()
  @GivenPasswordField('Aktuelles Passwort')
  currentPassword?: string;
}
