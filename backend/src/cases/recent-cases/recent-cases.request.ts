import { DecimalInteger } from '../../platform/http/validators/decimal-integer.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class RecentCasesRequest {
  @ApiPropertyOptional({ default: 10, maximum: 50 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Limit muss eine ganze Zahl sein' })
  @Min(1, { message: 'Limit muss mindestens 1 sein' })
  @Max(50, { message: 'Limit darf höchstens 50 sein' })
  limit: number = 10;
}
