import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_MODES, type DeliveryMode } from '../domain/delivery-mode.js';
import type { RecipientStatus } from '../domain/events.js';
import type { SubscriptionView } from './subscription-view.js';

const RECIPIENT_STATUSES: RecipientStatus[] = ['own', 'confirmed', 'pending', 'queued', 'refused'];

/** An e-mail alert as the API shows it (docs/SPEC.md §3). */
export class SubscriptionResponse implements SubscriptionView {
  @ApiProperty({ description: 'Kennung der Benachrichtigung', example: '9a1f0e5c-3b2d-4c7e-8f61-0d2e4b6a8c10' })
  id!: string;
  @ApiProperty({ description: 'Empfängeradresse', example: 'kreditmanagement@example.de' })
  email!: string;
  @ApiProperty({ description: 'Beobachtete Firma', example: 'Muster Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Zusätzliche Stichwörter', example: ['Bauunternehmen'] })
  keywords!: string[];
  @ApiProperty({ description: 'Ob die Benachrichtigung aktiv ist', example: true })
  active!: boolean;
  @ApiProperty({ description: 'Angelegt (ISO 8601)', example: '2026-11-02T10:00:00.000Z' })
  createdAt!: string;
  @ApiProperty({ description: 'Zuletzt geändert (ISO 8601)', type: String, nullable: true, example: null })
  updatedAt!: string | null;
  @ApiProperty({
    description: 'Letzte versandte E-Mail (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-20T06:00:00.000Z',
  })
  lastNotification!: string | null;
  @ApiProperty({ description: 'Aktenzeichen als Filter', type: String, nullable: true, example: null })
  caseNumber!: string | null;
  @ApiProperty({ description: 'Gericht als Filter', type: String, nullable: true, example: null })
  court!: string | null;
  @ApiProperty({ description: 'Registernummer als Filter', type: String, nullable: true, example: 'HRB 123456 B' })
  registerNumber!: string | null;
  @ApiProperty({
    description:
      'Zustellung: sofort (eine E-Mail je Abgleich, nur Pro, höchstens ALERT_IMMEDIATE_DAILY_CAP am Tag, danach ' +
      'in der Sammel-E-Mail) oder täglich (Sammel-E-Mail um 07:00)',
    enum: DELIVERY_MODES,
    example: 'täglich',
  })
  mode!: DeliveryMode;
  @ApiProperty({
    description:
      'own: eigene Konto-Adresse; confirmed: bestätigt; pending: Bestätigungs-E-Mail gesendet, bis zur ' +
      'Bestätigung wird nichts versandt; queued: „wartet auf Versand“, die Bestätigungs-E-Mail geht am nächsten ' +
      'Tag hinaus (ALERT_OPT_IN_MAILS_PER_DAY erreicht); refused: abgelehnt',
    enum: RECIPIENT_STATUSES,
    example: 'own',
  })
  recipientStatus!: RecipientStatus;
  @ApiProperty({
    description: 'Letzte Bestätigungs-E-Mail (nur bei pending)',
    type: String,
    nullable: true,
    example: null,
  })
  confirmationSentAt!: string | null;
}
