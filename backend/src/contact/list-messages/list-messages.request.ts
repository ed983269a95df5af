import { DecimalInteger } from '../../platform/http/validators/decimal-integer.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ListMessagesRequest {
  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Limit muss eine ganze Zahl sein' })
  @Min(1, { message: 'Limit muss mindestens 1 sein' })
  @Max(200, { message: 'Limit darf höchstens 200 sein' })
  limit: number = 50;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Offset muss eine ganze Zahl sein' })
  @Min(0, { message: 'Offset darf nicht negativ sein' })
  offset: number = 0;
}
