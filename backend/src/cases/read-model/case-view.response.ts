import { ApiProperty } from '@nestjs/swagger';
import type { CaseView } from './case-view.js';

export class CaseRegisterResponse {
  @ApiProperty({ description: 'Registergericht', type: String, nullable: true, example: 'Amtsgericht Charlottenburg' })
  court!: string | null;
  @ApiProperty({ description: 'Registerart (HRA, HRB, GnR, PR, VR)', type: String, nullable: true, example: 'HRB' })
  type!: string | null;
  @ApiProperty({ description: 'Registernummer', type: String, nullable: true, example: '123456 B' })
  number!: string | null;
}

/** A case as lists and the detail view answer it (docs/SPEC.md §3). */
export class CaseViewResponse implements CaseView {
  @ApiProperty({ description: 'Kennung des Verfahrens', example: 1234567 })
  id!: number;
  @ApiProperty({ description: 'Name des Schuldners (Firma oder Person)', example: 'Muster Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Charlottenburg' })
  court!: string;
  @ApiProperty({ description: 'Aktenzeichen', example: '36a IN 1234/26' })
  caseNumber!: string;
  @ApiProperty({ description: 'Verfahrensstand der neuesten Bekanntmachung', example: 'eröffnet' })
  status!: string;
  @ApiProperty({ description: 'Verfahrensart', example: 'Regelinsolvenz' })
  procedureType!: string;
  @ApiProperty({ description: 'Art der neuesten Bekanntmachung', example: 'Eröffnungen' })
  publicationType!: string;
  @ApiProperty({ description: 'Datum der neuesten Bekanntmachung (JJJJ-MM-TT)', example: '2026-11-20' })
  publicationDate!: string;
  @ApiProperty({ description: 'Datum der ersten Bekanntmachung (JJJJ-MM-TT)', example: '2026-10-02' })
  firstPublicationDate!: string;
  @ApiProperty({
    description:
      'Zeitpunkt, zu dem der Dienst die neueste Bekanntmachung erkannt hat (ISO 8601): beim Abgleich mit dem Portal ' +
      'erstmals gesehen; bei älteren Bekanntmachungen der Importzeitpunkt, null wenn unbekannt',
    type: String,
    nullable: true,
    example: '2026-11-28T09:42:17.000Z',
  })
  detectedAt!: string | null;
  @ApiProperty({ description: 'Anschrift des Schuldners', type: String, nullable: true, example: 'Musterstraße 1' })
  address!: string | null;
  @ApiProperty({ description: 'Postleitzahl', type: String, nullable: true, example: '10585' })
  postalCode!: string | null;
  @ApiProperty({ description: 'Ort', type: String, nullable: true, example: 'Berlin' })
  city!: string | null;
  @ApiProperty({
    description: 'Text der Bekanntmachung (in Listen gekürzt auf 600 Zeichen mit „…“, im Einzelabruf vollständig)',
    type: String,
    nullable: true,
    example: 'In dem Insolvenzverfahren über das Vermögen der Muster Bau GmbH …',
  })
  description!: string | null;
  @ApiProperty({
    description: 'Insolvenzverwalter',
    type: String,
    nullable: true,
    example: 'Rechtsanwältin Erika Beispiel',
  })
  administrator!: string | null;
  @ApiProperty({ description: 'Bundesland des Gerichts', type: String, nullable: true, example: 'Berlin' })
  state!: string | null;
  @ApiProperty({
    description: 'Art des Schuldners',
    enum: ['company', 'person', 'estate', 'unknown'],
    example: 'company',
  })
  debtorKind!: string;
  @ApiProperty({ description: 'Rechtsform', type: String, nullable: true, example: 'GmbH' })
  legalForm!: string | null;
  @ApiProperty({ description: 'Registereintrag, falls bekannt', type: CaseRegisterResponse, nullable: true })
  register!: CaseRegisterResponse | null;
  @ApiProperty({ description: 'Anzahl der Bekanntmachungen des Verfahrens', example: 2 })
  noticeCount!: number;
  @ApiProperty({ description: 'Erstmals importiert (ISO 8601)', example: '2026-10-02T06:31:12.000Z' })
  createdAt!: string;
  @ApiProperty({
    description: 'Zuletzt geändert (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-20T06:30:45.000Z',
  })
  updatedAt!: string | null;
}

/** How much of a list the caller's plan shows (Free: the first five). */
export class ResultLimitResponse {
  @ApiProperty({ description: 'Ob der Free-Tarif die Liste gekürzt hat', example: false })
  isLimited!: boolean;
  @ApiProperty({ description: 'Ob der Aufrufer Pro hat', example: true })
  isPro!: boolean;
  @ApiProperty({ description: 'Treffer insgesamt, unabhängig vom Tarif', example: 42 })
  totalAvailable!: number;
}
