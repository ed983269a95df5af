import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_ENDPOINTS_MAX } from '../domain/endpoint-rules.js';
import { AlertRefRequest } from '../webhook.request.js';
import type { WebhookEndpointView } from './webhook-endpoint.view.js';

const AT = '2026-11-28T10:42:05.000Z';

export class WebhookEndpointResponse implements WebhookEndpointView {
  @ApiProperty({ description: 'Id des Webhooks', format: 'uuid', example: '6f1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' })
  id!: string;
  @ApiProperty({ description: 'Adresse, an die gesendet wird', example: 'https://erp.example.com/hooks/insolvenz' })
  url!: string;
  @ApiProperty({ description: 'Beschreibung (kann leer sein)', example: 'ERP-Anbindung Buchhaltung' })
  description!: string;
  @ApiProperty({ description: 'Alle Benachrichtigungen des Kontos speisen den Webhook', example: true })
  allAlerts!: boolean;
  @ApiProperty({ type: [AlertRefRequest], description: 'Die gewählten Benachrichtigungen (bei allAlerts = false)' })
  alerts!: AlertRefRequest[];
  @ApiProperty({ description: 'Ob der Webhook beliefert wird', example: true })
  enabled!: boolean;
  @ApiProperty({
    enum: ['owner', 'failing'],
    nullable: true,
    type: String,
    example: null,
    description: 'Warum ausgeschaltet: `owner` (von Ihnen) oder `failing` (3 Tage nur fehlgeschlagene Zustellungen)',
  })
  disabledReason!: 'owner' | 'failing' | null;
  @ApiProperty({ description: 'Die letzten 4 Zeichen des Geheimnisses (das Geheimnis selbst nie)', example: 'x9Q=' })
  secretHint!: string;
  @ApiProperty({
    description: 'Zeitpunkt der letzten Rotation des Geheimnisses',
    nullable: true,
    type: String,
    example: null,
  })
  secretRotatedAt!: string | null;
  @ApiProperty({ description: 'Eingerichtet am', example: AT })
  createdAt!: string;
  @ApiProperty({ description: 'Zuletzt geändert am', nullable: true, type: String, example: null })
  updatedAt!: string | null;
}

export class WebhookEndpointListResponse {
  @ApiProperty({ type: [WebhookEndpointResponse], description: 'Die eigenen Webhooks, älteste zuerst' })
  items!: WebhookEndpointResponse[];
  @ApiProperty({ description: 'Höchstzahl der Webhooks je Konto', example: WEBHOOK_ENDPOINTS_MAX })
  max!: number;
}

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export class WebhookSecretResponse {
  @ApiProperty({ type: WebhookEndpointResponse, description: 'Der Webhook' })
  endpoint!: WebhookEndpointResponse;
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7eP3v1kFq2g=',
    description: 'Das Signatur-Geheimnis (Standard Webhooks). Wird nur jetzt angezeigt.',
  })
  secret!: string;
}

export class WebhookDeliveryResponse {
  @ApiProperty({
    description: 'Der `webhook-id`-Header (bei jedem Versuch gleich)',
    example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  })
  id!: string;
  @ApiProperty({
    enum: ['insolvency.case.matched', 'insolvency.case.corrected', 'insolvency.portfolio.match', 'webhook.test'],
    description: 'Ereignistyp',
    example: 'insolvency.case.matched',
  })
  eventType!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'], description: 'Stand der Zustellung', example: 'delivered' })
  status!: string;
  @ApiProperty({ description: 'Erfasst am', example: AT })
  createdAt!: string;
  @ApiProperty({ description: 'Letzter Versuch am', nullable: true, type: String, example: AT })
  lastAttemptAt!: string | null;
  @ApiProperty({ description: 'Zahl der Versuche', example: 1 })
  attempts!: number;
  @ApiProperty({ description: 'HTTP-Status der letzten Antwort', nullable: true, type: Number, example: 204 })
  httpStatus!: number | null;
  @ApiProperty({
    description: 'Dauer des letzten Versuchs in Millisekunden',
    nullable: true,
    type: Number,
    example: 87,
  })
  latencyMs!: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Fehler des letzten Versuchs, z. B. timeout, http_500, unsafe_address',
    example: null,
  })
  error!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Nächster Versuch (bei pending)', example: null })
  nextAttemptAt!: string | null;
}

export class WebhookDeliveryLogResponse {
  @ApiProperty({ type: [WebhookDeliveryResponse], description: 'Die letzten Zustellungen, neueste zuerst' })
  items!: WebhookDeliveryResponse[];
}

export class WebhookTestResponse {
  @ApiProperty({ description: 'Ob der Empfänger mit 2xx geantwortet hat', example: true })
  delivered!: boolean;
  @ApiProperty({ description: 'HTTP-Status der Antwort', nullable: true, type: Number, example: 204 })
  httpStatus!: number | null;
  @ApiProperty({ description: 'Dauer in Millisekunden', nullable: true, type: Number, example: 87 })
  latencyMs!: number | null;
  @ApiProperty({ description: 'Fehlercode, falls nicht zugestellt', nullable: true, type: String, example: null })
  error!: string | null;
  @ApiProperty({ description: 'Das Ergebnis in Worten', example: 'Testereignis zugestellt (HTTP 204).' })
  message!: string;
}
