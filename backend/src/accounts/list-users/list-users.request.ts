import { DecimalInteger } from '../../platform/http/validators/decimal-integer.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class ListUsersRequest {
  @ApiPropertyOptional({ description: 'Teil von Name oder E-Mail-Adresse' })
  @IsOptional()
  @IsString({ message: 'Suchbegriff muss ein Text sein' })
  @MaxLength(200, { message: 'Suchbegriff darf höchstens 200 Zeichen lang sein' })
  search?: string;

  @ApiPropertyOptional({ enum: ['free', 'pro_monthly', 'pro_yearly'] })
  @IsOptional()
  @IsIn(['free', 'pro_monthly', 'pro_yearly'], { message: 'Ungültiger Tarif (erlaubt: free, pro_monthly, pro_yearly)' })
  plan?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive'] })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'Ungültiger Status (erlaubt: active, inactive)' })
  status?: 'active' | 'inactive';

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Seite muss eine ganze Zahl sein' })
  @Min(1, { message: 'Seite muss mindestens 1 sein' })
  page = 1;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'Limit muss eine ganze Zahl sein' })
  @Min(1, { message: 'Limit muss mindestens 1 sein' })
  @Max(100, { message: 'Limit darf höchstens 100 sein' })
  limit = 20;
}
