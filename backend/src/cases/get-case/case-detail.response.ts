import { ApiProperty } from '@nestjs/swagger';
import { CaseViewResponse } from '../read-model/case-view.response.js';
import { DEADLINE_KINDS } from './deadline-labels.js';
import { HEARING_KINDS } from './hearing-labels.js';

export class RegisterResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Registergericht, z. B. „Amtsgericht Köln“',
    example: 'Amtsgericht Köln',
  })
  court!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Registerart: HRA, HRB, GnR, PR oder VR', example: 'HRB' })
  type!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Registernummer', example: '12345' })
  number!: string | null;
}

export class AdministratorContactResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Rolle: insolvenzverwalter, vorlaeufiger_insolvenzverwalter, sachwalter, vorlaeufiger_sachwalter, treuhaender, sachverstaendiger',
    example: 'insolvenzverwalter',
  })
  role!: string | null;
  @ApiProperty({
    description: 'Name mit Titel, z. B. „Rechtsanwalt Dr. Hans Muster“',
    example: 'Rechtsanwalt Dr. Hans Muster',
  })
  name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Kanzlei', example: 'Muster & Partner Rechtsanwälte' })
  firm!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Straße und Hausnummer', example: 'Lahnstraße 1' })
  street!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Postleitzahl', example: '35398' }) postalCode!:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Ort', example: 'Gießen' }) city!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Telefon, wie bekannt gemacht', example: '0641/9829218' })
  phone!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-Mail-Adresse', example: 'kanzlei@example.de' }) email!:
    string | null;
}

export class HearingResponse {
  @ApiProperty({
    description: 'Kennung des Termins innerhalb des Falls (Datum, Uhrzeit, Art)',
    example: '2026-12-15T10:00-pruefungstermin',
  })
  id!: string;
  @ApiProperty({ enum: HEARING_KINDS, description: 'Art des Termins', example: 'pruefungstermin' }) kind!: string;
  @ApiProperty({ description: 'Deutsche Bezeichnung, z. B. „Prüfungstermin“', example: 'Prüfungstermin' })
  label!: string;
  @ApiProperty({ description: 'Datum (JJJJ-MM-TT)', example: '2026-12-15' }) date!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Uhrzeit in Berliner Ortszeit (HH:MM)', example: '10:00' })
  time!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Ort, wie bekannt gemacht',
    example: 'Amtsgericht Gießen, Saal 100, Gutfleischstraße 1, 35390 Gießen',
  })
  place!: string | null;
  @ApiProperty({ description: 'Datum der Bekanntmachung, die den Termin nennt (JJJJ-MM-TT)', example: '2026-11-20' })
  announcedOn!: string;
}

export class RelativeDeadlineResponse {
  @ApiProperty({ description: 'Die Frist, wie bekannt gemacht', example: 'binnen einer Notfrist von zwei Wochen' })
  text!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['publication', 'service'],
    description: 'Fristbeginn: Bekanntmachung, Zustellung oder unbekannt (null)',
    example: 'publication',
  })
  from!: 'publication' | 'service' | null;
}

export class DeadlineResponse {
  @ApiProperty({ description: 'Kennung innerhalb des Falls (Datum, Uhrzeit, Art)', example: '2027-01-18-anmeldefrist' })
  id!: string;
  @ApiProperty({ enum: DEADLINE_KINDS, description: 'Art der Frist oder des Termins', example: 'anmeldefrist' })
  kind!: string;
  @ApiProperty({ description: 'Deutsche Bezeichnung, z. B. „Anmeldefrist“', example: 'Anmeldefrist' }) label!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Datum (JJJJ-MM-TT); null nur bei einer Frist ab einem unbekannten Zeitpunkt (Zustellung)',
    example: '2027-01-18',
  })
  date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Uhrzeit in Berliner Ortszeit (HH:MM)', example: '10:30' })
  time!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Ort, wie bekannt gemacht', example: 'Saal 2.11' })
  place!: string | null;
  @ApiProperty({
    description: 'Der Satz der Bekanntmachung, aus dem die Frist stammt (oder die angewandte Regel)',
    example: 'Insolvenzforderungen sind bis zum 18.01.2027 bei dem Insolvenzverwalter schriftlich anzumelden.',
  })
  sentence!: string;
  @ApiProperty({ type: RelativeDeadlineResponse, nullable: true, description: 'Frist als Zeitraum („binnen …“)' })
  relative!: RelativeDeadlineResponse | null;
  @ApiProperty({ description: 'Datum der Bekanntmachung, die die Frist nennt (JJJJ-MM-TT)', example: '2026-11-20' })
  announcedOn!: string;
}

export class CaseFactsResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Rechtsform, z. B. „GmbH“', example: 'GmbH' }) legalForm!:
    string | null;
  @ApiProperty({ type: RegisterResponse, nullable: true, description: 'Registereintrag des Schuldners' })
  register!: RegisterResponse | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Anmeldefrist für Forderungen (JJJJ-MM-TT)',
    example: '2027-01-10',
  })
  claimsDeadline!: string | null;
  @ApiProperty({ type: [HearingResponse], description: 'Gerichtstermine (Berichts-, Prüfungstermin …), nach Datum' })
  hearings!: HearingResponse[];
  @ApiProperty({
    type: AdministratorContactResponse,
    nullable: true,
    description: 'Verwalter mit Kontaktdaten aus der neuesten Bekanntmachung, die ihn nennt',
  })
  administrator!: AdministratorContactResponse | null;
}

export class PortalLinkResponse {
  @ApiProperty({
    description: 'Suchseite des amtlichen Portals (keine Direktlinks je Bekanntmachung)',
    example: 'https://neu.insolvenzbekanntmachungen.de/ap/suche.jsf',
  })
  searchUrl!: string;
  @ApiProperty({ description: 'Insolvenzgericht für die Suche im Portal', example: 'Amtsgericht Gießen' })
  court!: string;
  @ApiProperty({ description: 'Aktenzeichen für die Suche im Portal', example: '6 IN 123/26' }) caseNumber!: string;
  @ApiProperty({
    description: 'Hinweis, wie die Bekanntmachung im Portal zu finden ist',
    example: 'Im Portal „Amtsgericht Gießen“ und das Aktenzeichen „6 IN 123/26“ eingeben.',
  })
  note!: string;
}

export class TimelineNoticeResponse {
  @ApiProperty({ description: 'Veröffentlichungsdatum (JJJJ-MM-TT)', example: '2026-11-20' }) publicationDate!: string;
  @ApiProperty({ description: 'Art der Bekanntmachung, z. B. „eroeffnung“', example: 'eroeffnung' })
  publicationType!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Datum des Beschlusses (JJJJ-MM-TT)',
    example: '2026-11-18',
  })
  decisionDate!: string | null;
  @ApiProperty({ description: 'Stand des Verfahrens nach dieser Bekanntmachung', example: 'Verfahren eröffnet' })
  status!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Verwalter laut dieser Bekanntmachung',
    example: 'Rechtsanwalt Dr. Hans Muster, Lahnstraße 1, 35398 Gießen',
  })
  administrator!: string | null;
  @ApiProperty({
    description: 'Der entscheidende Satz der Bekanntmachung (Vorschau)',
    example: '… ist am 18.11.2026 um 11:40 Uhr das Insolvenzverfahren eröffnet worden.',
  })
  preview!: string;
  @ApiProperty({
    description: 'Vollständiger Text der Bekanntmachung',
    example: 'In dem Insolvenzverfahren über das Vermögen der Muster Bau GmbH …',
  })
  text!: string;
  @ApiProperty({ description: 'Zeitpunkt der Erfassung (ISO 8601)', example: '2026-11-20T06:30:45.000Z' })
  recordedAt!: string;
  @ApiProperty({
    description:
      'Zeitpunkt, zu dem der Dienst die Bekanntmachung erkannt hat (ISO 8601); bei älteren Bekanntmachungen der ' +
      'Importzeitpunkt',
    example: '2026-11-20T09:42:17.000Z',
  })
  detectedAt!: string;
}

export class FileCaseResponse {
  @ApiProperty({ description: 'Kennung des Verfahrens', example: 1234 }) id!: number;
  @ApiProperty({ description: 'Insolvenzgericht', example: 'Amtsgericht Bonn' }) court!: string;
  @ApiProperty({ description: 'Aktenzeichen', example: '12 IN 3/26' }) caseNumber!: string;
  @ApiProperty({ description: 'Name des Schuldners in diesem Verfahren', example: 'Müller Bau GmbH' })
  companyName!: string;
  @ApiProperty({ description: 'Ob es das angezeigte Verfahren ist', example: false }) current!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Warum das Verfahren zur Akte gehört; beim angezeigten Verfahren null',
    example: 'gleiche Registernummer HRB 12345, AG Köln',
  })
  reason!: string | null;
}

export class FileTimelineNoticeResponse extends TimelineNoticeResponse {
  @ApiProperty({ description: 'Kennung des Verfahrens, zu dem die Bekanntmachung gehört', example: 1234 })
  caseId!: number;
  @ApiProperty({ description: 'Insolvenzgericht dieses Verfahrens', example: 'Amtsgericht Bonn' }) court!: string;
  @ApiProperty({ description: 'Aktenzeichen dieses Verfahrens', example: '12 IN 3/26' }) caseNumber!: string;
}

export class DebtorFileResponse {
  @ApiProperty({
    type: [FileCaseResponse],
    description: 'Die Verfahren des Schuldners (das angezeigte zuerst), je mit dem Grund der Verknüpfung',
  })
  cases!: FileCaseResponse[];
  @ApiProperty({
    type: [FileTimelineNoticeResponse],
    description: 'Bekanntmachungen aller Verfahren der Akte, neueste zuerst, je mit Gericht und Aktenzeichen',
  })
  timeline!: FileTimelineNoticeResponse[];
}

/** A case with its facts, the way to the portal's publication and every notice once, newest first. */
export class CaseDetailResponse extends CaseViewResponse {
  @ApiProperty({ type: CaseFactsResponse, description: 'Strukturierte Angaben aus den Bekanntmachungen' })
  facts!: CaseFactsResponse;
  @ApiProperty({
    type: [DeadlineResponse],
    description: 'Fristen und Termine aus allen Bekanntmachungen (Issue #32), nach Datum; ohne Datum zuletzt',
  })
  deadlines!: DeadlineResponse[];
  @ApiProperty({ type: PortalLinkResponse, description: 'Weg zur maßgeblichen Veröffentlichung im amtlichen Portal' })
  portal!: PortalLinkResponse;
  @ApiProperty({ type: [TimelineNoticeResponse], description: 'Bekanntmachungen, neueste zuerst, jede einmal' })
  notices!: TimelineNoticeResponse[];
  @ApiProperty({
    type: DebtorFileResponse,
    nullable: true,
    description:
      'Akte des Schuldners (Issue #32): mit diesem verknüpfte Verfahren über Gerichte, Aktenzeichen und ' +
      'Umfirmierungen hinweg; null, wenn kein anderes Verfahren verknüpft ist',
  })
  file!: DebtorFileResponse | null;
}
