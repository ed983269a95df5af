import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { NewPasswordField } from '../validation/account-fields.js';
import { INVALID_RESET_LINK } from './reset-password.command-handler.js';

export class ResetPasswordRequest {
  @ApiProperty({ description: 'der Parameter `token` des Links aus der Mail „Passwort zurücksetzen“' })
  @IsString({ message: INVALID_RESET_LINK })
  @MaxLength(200, { message: INVALID_RESET_LINK })
  token!: string;

  @ApiProperty({ description: 'mindestens 8 Zeichen, Groß- und Kleinbuchstaben und eine Zahl' })
  @NewPasswordField()
  newPassword!: string;
}
