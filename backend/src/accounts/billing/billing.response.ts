import { ApiProperty } from '@nestjs/swagger';
import type { Plan } from '../domain/events.js';

export class SubscriptionStatusResponse {
  @ApiProperty({ description: 'Geltender Tarif', enum: ['free', 'pro_monthly', 'pro_yearly'], example: 'pro_yearly' })
  plan!: Plan;
  @ApiProperty({ description: 'Ob der Tarif Pro ist', example: true })
  isPro!: boolean;
  @ApiProperty({
    description: 'none: kein Abonnement; active: läuft; canceling: gekündigt zum Ende des Zeitraums',
    enum: ['none', 'active', 'canceling'],
    example: 'active',
  })
  status!: 'none' | 'active' | 'canceling';
  @ApiProperty({
    description: 'Ende des bezahlten Zeitraums (ISO 8601)',
    type: String,
    nullable: true,
    example: '2027-11-24T00:00:00.000Z',
  })
  currentPeriodEnd!: string | null;
  @ApiProperty({ description: 'Ob zum Ende des Zeitraums gekündigt ist', example: false })
  cancelAtPeriodEnd!: boolean;
  @ApiProperty({ description: 'Ob es ein Stripe-Kundenkonto gibt (Kundenportal möglich)', example: true })
  hasBillingAccount!: boolean;
  @ApiProperty({ description: 'Ob die Zahlungsabwicklung eingerichtet ist', example: true })
  billingAvailable!: boolean;
  @ApiProperty({ description: 'Zeitpunkt der Auskunft (ISO 8601)', example: '2026-11-24T09:00:00.000Z' })
  checkedAt!: string;
}

/** Stripe Checkout or customer portal: the browser follows `url`. */
export class BillingRedirectResponse {
  @ApiProperty({
    description: 'Adresse der Stripe-Seite',
    type: String,
    nullable: true,
    example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
  })
  url!: string | null;
}

/** One Stripe invoice as the API shows it (amounts in cents). */
export class InvoiceResponse {
  @ApiProperty({
    description: 'Stripe-Kennung der Rechnung',
    type: String,
    required: false,
    example: 'in_1Q2w3E4r5T6y',
  })
  id!: string | undefined;
  @ApiProperty({ description: 'Rechnungsnummer', type: String, nullable: true, example: 'A1B2C3D4-0001' })
  number!: string | null;
  @ApiProperty({
    description: 'Stripe-Status (draft, open, paid, uncollectible, void)',
    type: String,
    nullable: true,
    example: 'paid',
  })
  status!: string | null;
  @ApiProperty({ description: 'Währung (ISO 4217, klein geschrieben)', example: 'eur' })
  currency!: string;
  @ApiProperty({ description: 'Fälliger Betrag in Cent', example: 49000 })
  amountDue!: number;
  @ApiProperty({ description: 'Bezahlter Betrag in Cent', example: 49000 })
  amountPaid!: number;
  @ApiProperty({ description: 'Gesamtbetrag in Cent', example: 49000 })
  total!: number;
  @ApiProperty({
    description: 'Erstellt (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-24T09:00:00.000Z',
  })
  createdAt!: string | null;
  @ApiProperty({
    description: 'Beginn des Abrechnungszeitraums (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-24T09:00:00.000Z',
  })
  periodStart!: string | null;
  @ApiProperty({
    description: 'Ende des Abrechnungszeitraums (ISO 8601)',
    type: String,
    nullable: true,
    example: '2027-11-24T09:00:00.000Z',
  })
  periodEnd!: string | null;
  @ApiProperty({
    description: 'Rechnung auf der Stripe-Seite',
    type: String,
    nullable: true,
    example: 'https://invoice.stripe.com/i/acct_1/test_1',
  })
  hostedInvoiceUrl!: string | null;
  @ApiProperty({
    description: 'Rechnung als PDF',
    type: String,
    nullable: true,
    example: 'https://pay.stripe.com/invoice/acct_1/test_1/pdf',
  })
  invoicePdf!: string | null;
}

export class InvoiceListResponse {
  @ApiProperty({ description: 'Die letzten 24 Rechnungen, neueste zuerst', type: [InvoiceResponse] })
  invoices!: InvoiceResponse[];
}
