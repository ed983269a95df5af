import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class CreateCheckoutRequest {
  @ApiProperty({ enum: ['monthly', 'yearly'] })
  @IsIn(['monthly', 'yearly'], { message: 'priceType muss "monthly" oder "yearly" sein' })
  priceType!: 'monthly' | 'yearly';
}
