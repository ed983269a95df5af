import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, Equals, IsIn } from 'class-validator';
import { ContactText } from '../contact-field.decorator.js';
import { INQUIRY_TYPES, INVALID_INQUIRY_TYPE, PRIVACY_REQUIRED, type InquiryType } from '../domain/contact-rules.js';
import { MayBeLeftOut } from '../../platform/http/validators/may-be-left-out.js';

/** The contact form (docs/SPEC.md §5, §7). */
export class SubmitMessageRequest {
  @ContactText('name')
  name!: string;

  @ContactText('email')
  email!: string;

  @ContactText('subject')
  subject!: string;

  @ApiPropertyOptional({ enum: INQUIRY_TYPES })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  @MayBeLeftOut()
  @IsIn(INQUIRY_TYPES, { message: INVALID_INQUIRY_TYPE })
  inquiryType?: InquiryType;

  @ContactText('message')
  message!: string;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: PRIVACY_REQUIRED })
  privacyAgreed!: boolean;

  /** Honeypot: a field people never see. Anything in it marks the sender as a bot (any type is accepted). */
  @ApiPropertyOptional({ description: 'Nicht ausfüllen (Spam-Schutz)' })
  @Allow()
  website?: unknown;
}
