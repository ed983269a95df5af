import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { fieldProblem, type SubscriptionField, type SubscriptionInput } from './domain/subscription-rules.js';

const DOCS: Record<SubscriptionField, { required: boolean; description: string; type?: unknown }> = {
  email: { required: true, description: 'Empfänger der täglichen Benachrichtigung' },
  companyName: {
    required: false,
    description: 'Beobachtete Firma (Pflicht, außer bei Aktenzeichen oder Registernummer)',
  },
  keywords: {
    required: false,
    description: 'Stichwörter: jedes muss vorkommen; leer = alle Verfahren',
    type: [String],
  },
  active: { required: false, description: 'Standard: true', type: Boolean },
  caseNumber: { required: false, description: 'Aktenzeichen, z. B. "71 IN 123/26" (mit court)' },
  court: { required: false, description: 'Insolvenzgericht, z. B. "Amtsgericht Köln"' },
  registerNumber: { required: false, description: 'Handelsregisternummer, z. B. "HRB 12345"' },
  mode: {
    required: false,
    description:
      'Zustellung: "sofort" (nur Pro; eine E-Mail je Abgleich, höchstens ALERT_IMMEDIATE_DAILY_CAP am Tag) oder ' +
      '"täglich" (Sammel-E-Mail um 07:00); Standard: "täglich"',
    type: String,
  },
};

/**
 * A subscription field validated by the domain's rules: one German message per field (the first problem),
 * the same text the decider and the CSV watchlist give. Cross-field rules see the whole body.
 */
export function SubscriptionText(field: SubscriptionField): PropertyDecorator {
  const doc = DOCS[field];
  const api = doc.required
    ? ApiProperty({ description: doc.description })
    : ApiPropertyOptional({ description: doc.description, type: doc.type as never, nullable: true });
  return applyDecorators(
    api,
    ValidateBy({
      name: `subscription_${field}`,
      validator: {
        validate: (_value: unknown, args) => fieldProblem(field, (args?.object ?? {}) as SubscriptionInput) === null,
        defaultMessage: (args) => fieldProblem(field, (args?.object ?? {}) as SubscriptionInput) ?? '',
      },
    }),
  );
}
