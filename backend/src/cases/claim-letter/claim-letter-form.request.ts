import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { CLAIM_KINDS, FORM_LIMITS, type ClaimKind, type ClaimLetterForm } from './letter/claim-letter-form.js';
import { AMOUNT_MESSAGES, parseGermanAmount } from './letter/german-amount.js';

/**
 * A text field of the form: always sent (an empty text is allowed: drafts may be incomplete; the letter's own
 * rules, `letterProblems`, ask for what a letter needs), a text, not too long.
 */
const FormText = (description: string, example: string, max: number) =>
  applyDecorators(
    ApiProperty({ type: String, description, example, maxLength: max }),
    IsDefined({ message: 'Die Angabe fehlt (ein leerer Text ist erlaubt).' }),
    IsString({ message: 'Die Angabe muss ein Text sein.' }),
    MaxLength(max, { message: `Höchstens ${max} Zeichen.` }),
  );

/** Empty (a draft may leave it open) or a German amount above 0 with at most two decimals. */
const GermanAmountOrEmpty = () =>
  ValidateBy({
    name: 'germanAmount',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && (value.trim() === '' || 'cents' in parseGermanAmount(value)),
      defaultMessage: (args?: ValidationArguments) => {
        const value: unknown = args?.value;
        if (typeof value !== 'string') return 'Der Betrag muss ein Text sein, z. B. "1.234,56".';
        const parsed = parseGermanAmount(value);
        return 'problem' in parsed ? AMOUNT_MESSAGES[parsed.problem] : AMOUNT_MESSAGES.format;
      },
    },
  });

/** The creditor (prefilled from the profile in the SPA; company and address are not part of the profile). */
export class CreditorRequest {
  @FormText('Name der unterzeichnenden Person', 'Erika Gläubiger', FORM_LIMITS.shortText)
  name!: string;

  @FormText('Firma (leer bei Privatpersonen)', 'Baustoffe Süd GmbH', FORM_LIMITS.shortText)
  company!: string;

  @FormText('Straße und Hausnummer', 'Lindenstraße 5', FORM_LIMITS.shortText)
  street!: string;

  @FormText('Postleitzahl', '50667', FORM_LIMITS.postalCode)
  @Matches(/^[\p{L}\p{N} -]*$/u, {
    message: 'Die Postleitzahl darf nur Ziffern, Buchstaben, Leerzeichen und Bindestriche enthalten.',
  })
  postalCode!: string;

  @FormText('Ort', 'Köln', FORM_LIMITS.shortText)
  city!: string;

  @FormText('E-Mail-Adresse für Rückfragen (darf leer sein)', 'erika@example.de', FORM_LIMITS.shortText)
  email!: string;

  @FormText('Telefon für Rückfragen (darf leer sein)', '0221 123456', FORM_LIMITS.shortText)
  phone!: string;
}

/** One claim: Hauptforderung, Zinsen or Kosten, with its reason, amount and documents. */
export class ClaimRowRequest {
  @ApiProperty({ enum: CLAIM_KINDS, description: 'Art: Hauptforderung, Zinsen oder Kosten', example: 'hauptforderung' })
  @IsIn(CLAIM_KINDS, { message: 'Die Art muss Hauptforderung, Zinsen oder Kosten sein.' })
  kind!: ClaimKind;

  @FormText('Grund der Forderung', 'Rechnung Nr. 4711 vom 02.09.2026 (Lieferung von Baustoffen)', FORM_LIMITS.reason)
  reason!: string;

  @ApiProperty({
    type: String,
    description:
      'Betrag in Euro im deutschen Format, über 0 mit höchstens zwei Nachkommastellen (im Entwurf auch leer)',
    example: '1.234,56',
  })
  @IsDefined({ message: 'Der Betrag fehlt (im Entwurf ist ein leerer Text erlaubt).' })
  @GermanAmountOrEmpty()
  amount!: string;

  @FormText('Belege, die in Kopie beiliegen (darf leer sein)', 'Rechnung, Lieferschein', FORM_LIMITS.evidence)
  evidence!: string;
}

/** Body of POST /api/insolvency/{id}/claim-letter and of the drafts. */
export class ClaimLetterFormRequest implements ClaimLetterForm {
  @ApiProperty({ type: CreditorRequest, description: 'Angaben zur Gläubigerin oder zum Gläubiger' })
  @IsDefined({ message: 'Bitte geben Sie Ihre Angaben als Gläubiger an.' })
  @ValidateNested({ message: 'Die Angaben zum Gläubiger müssen ein Objekt sein.' })
  @Type(() => CreditorRequest)
  creditor!: CreditorRequest;

  @ApiProperty({ type: [ClaimRowRequest], description: `Forderungen, höchstens ${FORM_LIMITS.claims}` })
  @IsDefined({ message: 'Bitte geben Sie die Forderungen an.' })
  @IsArray({ message: 'Die Forderungen müssen eine Liste sein.' })
  @ArrayMaxSize(FORM_LIMITS.claims, { message: `Höchstens ${FORM_LIMITS.claims} Forderungen je Schreiben.` })
  @ValidateNested({ each: true, message: 'Jede Forderung muss ein Objekt sein.' })
  @Type(() => ClaimRowRequest)
  claims!: ClaimRowRequest[];

  @FormText('Eigenes Zeichen (Unser Zeichen), darf leer sein', 'KD-4711', FORM_LIMITS.reference)
  reference!: string;
}

/** The validated request as the plain form (no class instances in drafts or the letter). */
export function toClaimLetterForm(request: ClaimLetterFormRequest): ClaimLetterForm {
  const { creditor } = request;
  return {
    creditor: {
      name: creditor.name,
      company: creditor.company,
      street: creditor.street,
      postalCode: creditor.postalCode,
      city: creditor.city,
      email: creditor.email,
      phone: creditor.phone,
    },
    claims: request.claims.map(({ kind, reason, amount, evidence }) => ({ kind, reason, amount, evidence })),
    reference: request.reference,
  };
}
