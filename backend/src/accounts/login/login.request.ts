import { ApiProperty } from '@nestjs/swagger';
import { EmailField, GivenPasswordField } from '../validation/account-fields.js';

export class LoginRequest {
  @ApiProperty({ example: 'anna.berger@example.de' })
  @EmailField()
  email!: string;

  @ApiProperty()
  @GivenPasswordField()
  password!: string;
}
