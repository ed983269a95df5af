import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetUserStatusRequest {
  @ApiProperty()
  @IsBoolean({ message: 'isActive muss true oder false sein' })
  isActive!: boolean;
}
