import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_FEED_MAX, WEBHOOK_URL_MAX } from './domain/endpoint-rules.js';
import { MayBeLeftOut } from '../platform/http/validators/may-be-left-out.js';

/** One alert that feeds the endpoint. */
export class AlertRefRequest {
  @ApiProperty({
    enum: ['subscription', 'saved-search', 'portfolio'],
    description: 'Überwachung, Suchprofil oder Portfolio',
    example: 'subscription',
  })
  @IsIn(['subscription', 'saved-search', 'portfolio'], {
    message: 'Die Art der Benachrichtigung muss „subscription“, „saved-search“ oder „portfolio“ sein.',
  })
  kind!: 'subscription' | 'saved-search' | 'portfolio';

  @ApiProperty({
    description: 'Id der Überwachung, des Suchprofils bzw. des Portfolios',
    example: '2b0c7f4e-91a3-4d7e-8c55-0f1e2d3c4b5a',
  })
  @IsString({ message: 'Die Id der Benachrichtigung muss ein Text sein.' })
  @MinLength(1, { message: 'Die Id der Benachrichtigung darf nicht leer sein.' })
  @MaxLength(100, { message: 'Die Id der Benachrichtigung ist zu lang.' })
  id!: string;
}

const URL_MESSAGES = {
  defined: 'Bitte geben Sie die Adresse (URL) des Webhooks an.',
  string: 'Die Adresse muss ein Text sein.',
  max: `Die Adresse darf höchstens ${WEBHOOK_URL_MAX} Zeichen lang sein.`,
};

/** Body of POST /api/webhooks. */
export class CreateWebhookRequest {
  @ApiProperty({ description: 'HTTPS-Adresse, an die die Ereignisse gesendet werden', maxLength: WEBHOOK_URL_MAX })
  @IsDefined({ message: URL_MESSAGES.defined })
  @IsString({ message: URL_MESSAGES.string })
  @MaxLength(WEBHOOK_URL_MAX, { message: URL_MESSAGES.max })
  url!: string;

  @ApiPropertyOptional({ description: 'Beschreibung', maxLength: WEBHOOK_DESCRIPTION_MAX, default: '' })
  @MayBeLeftOut()
  @IsString({ message: 'Die Beschreibung muss ein Text sein.' })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX, {
    message: `Die Beschreibung darf höchstens ${WEBHOOK_DESCRIPTION_MAX} Zeichen lang sein.`,
  })
  description?: string;

  @ApiPropertyOptional({ description: 'Alle Benachrichtigungen des Kontos speisen den Webhook', default: true })
  @MayBeLeftOut()
  @IsBoolean({ message: '„allAlerts“ muss wahr oder falsch sein.' })
  allAlerts?: boolean;

  @ApiPropertyOptional({
    type: [AlertRefRequest],
    description: 'Die gewählten Benachrichtigungen (nur mit allAlerts = false)',
  })
  @MayBeLeftOut()
  @IsArray({ message: 'Die Benachrichtigungen müssen eine Liste sein.' })
  @ArrayMaxSize(WEBHOOK_FEED_MAX, { message: `Höchstens ${WEBHOOK_FEED_MAX} Benachrichtigungen je Webhook.` })
  @ValidateNested({ each: true, message: 'Jede Benachrichtigung muss ein Objekt mit „kind“ und „id“ sein.' })
  @Type(() => AlertRefRequest)
  alerts?: AlertRefRequest[];
}

/** Body of PATCH /api/webhooks/{id}: only what changes. */
export class UpdateWebhookRequest {
  @ApiPropertyOptional({ description: 'Neue HTTPS-Adresse', maxLength: WEBHOOK_URL_MAX })
  @MayBeLeftOut()
  @IsString({ message: URL_MESSAGES.string })
  @MaxLength(WEBHOOK_URL_MAX, { message: URL_MESSAGES.max })
  url?: string;

  @ApiPropertyOptional({ description: 'Neue Beschreibung', maxLength: WEBHOOK_DESCRIPTION_MAX })
  @MayBeLeftOut()
  @IsString({ message: 'Die Beschreibung muss ein Text sein.' })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX, {
    message: `Die Beschreibung darf höchstens ${WEBHOOK_DESCRIPTION_MAX} Zeichen lang sein.`,
  })
  description?: string;

  @ApiPropertyOptional({ description: 'Alle Benachrichtigungen des Kontos speisen den Webhook' })
  @MayBeLeftOut()
  @IsBoolean({ message: '„allAlerts“ muss wahr oder falsch sein.' })
  allAlerts?: boolean;

  @ApiPropertyOptional({ type: [AlertRefRequest], description: 'Die gewählten Benachrichtigungen' })
  @MayBeLeftOut()
  @IsArray({ message: 'Die Benachrichtigungen müssen eine Liste sein.' })
  @ArrayMaxSize(WEBHOOK_FEED_MAX, { message: `Höchstens ${WEBHOOK_FEED_MAX} Benachrichtigungen je Webhook.` })
  @ValidateNested({ each: true, message: 'Jede Benachrichtigung muss ein Objekt mit „kind“ und „id“ sein.' })
  @Type(() => AlertRefRequest)
  alerts?: AlertRefRequest[];

  @ApiPropertyOptional({ description: 'Ein- oder ausschalten' })
  @MayBeLeftOut()
  @IsBoolean({ message: '„enabled“ muss wahr oder falsch sein.' })
  enabled?: boolean;
}
