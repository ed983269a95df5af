import { ApiProperty } from '@nestjs/swagger';
import { PAYLOAD_VERSION } from './domain/payload.js';

/**
 * The webhook payloads as OpenAPI schemas (components `WebhookCaseMatchedPayload`, `WebhookCaseCorrectedPayload`,
 * `WebhookPortfolioMatchPayload`, `WebhookTestPayload`), for
 * receivers that generate types from the document. They mirror `domain/payload.ts`.
 */
export class WebhookPayloadCase {
  @ApiProperty({ description: 'Id des Verfahrens (wie auf der Fallseite)', example: 42 }) id!: number;
  @ApiProperty({
    description: 'Stabiler Schlüssel des Verfahrens (Gericht + Aktenzeichen)',
    example: 'ag-koeln~73-in-123-26',
  })
  key!: string;
  @ApiProperty({ description: 'Name des Schuldners', example: 'Muster Bau GmbH' }) companyName!: string;
  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Köln' }) court!: string;
  @ApiProperty({ description: 'Aktenzeichen', example: '73 IN 123/26' }) caseNumber!: string;
  @ApiProperty({ description: 'Veröffentlichungstag der Bekanntmachung', example: '2026-11-28' })
  publicationDate!: string;
  @ApiProperty({
    description: 'Wann der Insolvenzmonitor die Bekanntmachung erkannt hat (null, wo nicht erfasst)',
    nullable: true,
    type: String,
    example: '2026-11-28T10:41:00.000Z',
  })
  detectedAt!: string | null;
  @ApiProperty({ description: 'Link zur Fallseite', example: 'https://insolvenzmonitor.example/case/42' }) url!: string;
}

export class WebhookPayloadAlert {
  @ApiProperty({
    enum: ['subscription', 'saved-search'],
    description: 'Überwachung oder Suchprofil (Portfolio-Treffer: `insolvency.portfolio.match`)',
    example: 'subscription',
  })
  kind!: string;
  @ApiProperty({ description: 'Id der Benachrichtigung', example: '2b0c7f4e-91a3-4d7e-8c55-0f1e2d3c4b5a' }) id!: string;
  @ApiProperty({ description: 'Name der Benachrichtigung', example: 'Muster Bau' }) name!: string;
  @ApiProperty({
    required: false,
    description:
      'Nur wenn das Verfahren die Benachrichtigung nicht selbst trifft, sondern zur Akte eines beobachteten Schuldners gehört: warum',
    example: 'gehört zur Akte von Muster Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Muster Bau GmbH',
  })
  reason?: string;
}

export class WebhookCaseMatchedData {
  @ApiProperty({ type: WebhookPayloadCase, description: 'Das Verfahren mit der neuen Bekanntmachung' })
  case!: WebhookPayloadCase;
  @ApiProperty({ type: WebhookPayloadAlert, description: 'Die Benachrichtigung, die getroffen hat' })
  alert!: WebhookPayloadAlert;
}

export class WebhookCaseMatchedPayload {
  @ApiProperty({ enum: ['insolvency.case.matched'], description: 'Ereignistyp', example: 'insolvency.case.matched' })
  type!: string;
  @ApiProperty({ description: 'Version des Formats', example: PAYLOAD_VERSION }) version!: number;
  @ApiProperty({ description: 'Wann der Treffer erfasst wurde', example: '2026-11-28T10:42:05.000Z' })
  timestamp!: string;
  @ApiProperty({ type: WebhookCaseMatchedData, description: 'Verfahren und Benachrichtigung' })
  data!: WebhookCaseMatchedData;
}

export class WebhookPayloadChange {
  @ApiProperty({ enum: ['corrected', 'withdrawn'], description: 'Berichtigt oder zurückgezogen', example: 'corrected' })
  kind!: string;
  @ApiProperty({ description: 'Wann die Änderung erkannt wurde', example: '2026-11-28T09:00:00.000Z' }) at!: string;
  @ApiProperty({
    description: 'Was sich geändert hat (Feld vorher → nachher), bei einer Rücknahme welche Bekanntmachung',
    example: 'Verwalter Dr. Anna Alt → Dr. Bernd Neu',
  })
  summary!: string;
}

export class WebhookCaseCorrectedData extends WebhookCaseMatchedData {
  @ApiProperty({ type: WebhookPayloadChange, description: 'Die Berichtigung oder Rücknahme durch das Portal' })
  change!: WebhookPayloadChange;
}

/** Issue #32: a notice an alert matched was corrected or withdrawn by the portal. */
export class WebhookCaseCorrectedPayload {
  @ApiProperty({
    enum: ['insolvency.case.corrected'],
    description: 'Ereignistyp: eine Bekanntmachung wurde berichtigt oder zurückgezogen',
    example: 'insolvency.case.corrected',
  })
  type!: string;
  @ApiProperty({ description: 'Version des Formats', example: PAYLOAD_VERSION }) version!: number;
  @ApiProperty({ description: 'Wann der Treffer erfasst wurde', example: '2026-11-28T09:00:05.000Z' })
  timestamp!: string;
  @ApiProperty({ type: WebhookCaseCorrectedData, description: 'Verfahren, Benachrichtigung und Änderung' })
  data!: WebhookCaseCorrectedData;
}

export class WebhookTestData {
  @ApiProperty({ description: 'Id des Webhooks', example: '6f1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }) endpointId!: string;
  @ApiProperty({ description: 'Fester Text', example: 'Testereignis des Insolvenzmonitors' }) message!: string;
}

export class WebhookTestPayload {
  @ApiProperty({ enum: ['webhook.test'], description: 'Ereignistyp', example: 'webhook.test' }) type!: string;
  @ApiProperty({ description: 'Version des Formats', example: PAYLOAD_VERSION }) version!: number;
  @ApiProperty({ description: 'Zeitpunkt des Tests', example: '2026-11-28T10:42:05.000Z' }) timestamp!: string;
  @ApiProperty({ type: WebhookTestData, description: 'Der Webhook' }) data!: WebhookTestData;
}

export class WebhookPayloadPortfolio {
  @ApiProperty({ description: 'Id des Portfolios', example: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ description: 'Name des Portfolios', example: 'Debitoren 2026' }) name!: string;
}

export class WebhookPayloadPortfolioRow {
  @ApiProperty({
    description: 'Kundennummer (null, wenn die Datei keine hatte)',
    nullable: true,
    type: String,
    example: '10042',
  })
  customerNumber!: string | null;
  @ApiProperty({ description: 'Name des Kunden, wie hochgeladen', example: 'Muster Bau GmbH' }) name!: string;
}

export class WebhookPayloadPortfolioMatch {
  @ApiProperty({
    enum: ['Treffer', 'Prüfen'],
    description: 'Treffer (sicher) oder Prüfen (mehrdeutig oder unter der Sicherheitsschwelle)',
    example: 'Treffer',
  })
  state!: string;
  @ApiProperty({
    enum: ['Registereintrag', 'Name und PLZ', 'Name und Ort', 'Ähnlicher Name', 'Von Ihnen bestätigt'],
    description: 'Die Regel, die getroffen hat (wie in den E-Mails)',
    example: 'Name und PLZ',
  })
  rule!: string;
  @ApiProperty({ description: 'Begründung', example: 'Name und PLZ 50667 stimmen überein' }) reason!: string;
  @ApiProperty({ description: 'Ähnlichkeit der Namen (0–1)', example: 1 }) score!: number;
}

export class WebhookPortfolioMatchData {
  @ApiProperty({ type: WebhookPayloadPortfolio, description: 'Das Portfolio' }) portfolio!: WebhookPayloadPortfolio;
  @ApiProperty({ type: WebhookPayloadPortfolioRow, description: 'Die Kundenzeile' }) row!: WebhookPayloadPortfolioRow;
  @ApiProperty({ type: WebhookPayloadPortfolioMatch, description: 'Wie die Zeile zum Verfahren passt' })
  match!: WebhookPayloadPortfolioMatch;
  @ApiProperty({ type: WebhookPayloadCase, description: 'Das Verfahren mit der neuen Bekanntmachung' })
  case!: WebhookPayloadCase;
  @ApiProperty({
    type: WebhookPayloadChange,
    required: false,
    description: 'Nur bei einer Berichtigung oder Rücknahme durch das Portal',
  })
  change?: WebhookPayloadChange;
}

/** Issue #31: a new notice's case is a "Treffer" or "Prüfen" of a portfolio row. */
export class WebhookPortfolioMatchPayload {
  @ApiProperty({
    enum: ['insolvency.portfolio.match'],
    description: 'Ereignistyp: eine neue Bekanntmachung betrifft einen Kunden eines Portfolios',
    example: 'insolvency.portfolio.match',
  })
  type!: string;
  @ApiProperty({ description: 'Version des Formats', example: PAYLOAD_VERSION }) version!: number;
  @ApiProperty({ description: 'Wann der Treffer erfasst wurde', example: '2026-11-28T10:42:05.000Z' })
  timestamp!: string;
  @ApiProperty({ type: WebhookPortfolioMatchData, description: 'Portfolio, Kunde, Regel und Verfahren' })
  data!: WebhookPortfolioMatchData;
}
