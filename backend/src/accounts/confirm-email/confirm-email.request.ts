import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class ConfirmEmailRequest {
  @ApiProperty({ description: 'der Parameter `token` des Links aus der Bestätigungsmail' })
  @IsString({
    message: 'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.',
  })
  @MaxLength(200, {
    message: 'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.',
  })
  token!: string;
}
