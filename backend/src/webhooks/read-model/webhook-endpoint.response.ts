import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_ENDPOINTS_MAX } from '../domain/endpoint-rules.js';
import { AlertRefRequest } from '../webhook.request.js';
import type { WebhookEndpointView } from './webhook-endpoint.view.js';

export class WebhookEndpointResponse implements WebhookEndpointView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'https://erp.example.com/hooks/insolvenz' }) url!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Alle Benachrichtigungen des Kontos speisen den Webhook' }) allAlerts!: boolean;
  @ApiProperty({ type: [AlertRefRequest] }) alerts!: AlertRefRequest[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({
    enum: ['owner', 'failing'],
    nullable: true,
    type: String,
    description: '`owner`: ausgeschaltet; `failing`: 3 Tage lang nur fehlgeschlagene Zustellungen',
  })
  disabledReason!: 'owner' | 'failing' | null;
  @ApiProperty({ description: 'Die letzten 4 Zeichen des Geheimnisses (das Geheimnis selbst nie)' })
  secretHint!: string;
  @ApiProperty({ nullable: true, type: String }) secretRotatedAt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) updatedAt!: string | null;
}

export class WebhookEndpointListResponse {
  @ApiProperty({ type: [WebhookEndpointResponse] }) items!: WebhookEndpointResponse[];
  @ApiProperty({ example: WEBHOOK_ENDPOINTS_MAX }) max!: number;
}

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export class WebhookSecretResponse {
  @ApiProperty({ type: WebhookEndpointResponse }) endpoint!: WebhookEndpointResponse;
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'Das Signatur-Geheimnis (Standard Webhooks). Wird nur jetzt angezeigt.',
  })
  secret!: string;
}

export class WebhookDeliveryResponse {
  @ApiProperty({ description: 'Der `webhook-id`-Header (bei jedem Versuch gleich)' }) id!: string;
  @ApiProperty({ enum: ['insolvency.case.matched', 'webhook.test'] }) eventType!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) lastAttemptAt!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: Number }) httpStatus!: number | null;
  @ApiProperty({ nullable: true, type: Number }) latencyMs!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'z. B. timeout, http_500, unsafe_address' })
  error!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Nächster Versuch (bei pending)' })
  nextAttemptAt!: string | null;
}

export class WebhookDeliveryLogResponse {
  @ApiProperty({ type: [WebhookDeliveryResponse] }) items!: WebhookDeliveryResponse[];
}

export class WebhookTestResponse {
  @ApiProperty() delivered!: boolean;
  @ApiProperty({ nullable: true, type: Number }) httpStatus!: number | null;
  @ApiProperty({ nullable: true, type: Number }) latencyMs!: number | null;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty() message!: string;
}
