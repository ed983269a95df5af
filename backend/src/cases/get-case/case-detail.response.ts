import { ApiProperty } from '@nestjs/swagger';
import { CaseViewResponse } from '../read-model/case-view.response.js';
import { HEARING_KINDS } from './hearing-labels.js';

export class RegisterResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Registergericht, z. B. „Amtsgericht Köln“' })
  court!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Registerart: HRA, HRB, GnR, PR oder VR' })
  type!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Registernummer' })
  number!: string | null;
}

export class AdministratorContactResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Rolle: insolvenzverwalter, vorlaeufiger_insolvenzverwalter, sachwalter, vorlaeufiger_sachwalter, treuhaender, sachverstaendiger',
  })
  role!: string | null;
  @ApiProperty({ description: 'Name mit Titel, z. B. „Rechtsanwalt Dr. Hans Muster“' }) name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Kanzlei' }) firm!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Straße und Hausnummer' }) street!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Postleitzahl' }) postalCode!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Ort' }) city!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Telefon, wie bekannt gemacht' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-Mail-Adresse' }) email!: string | null;
}

export class HearingResponse {
  @ApiProperty({ description: 'Kennung des Termins innerhalb des Falls (Datum, Uhrzeit, Art)' }) id!: string;
  @ApiProperty({ enum: HEARING_KINDS, description: 'Art des Termins' }) kind!: string;
  @ApiProperty({ description: 'Deutsche Bezeichnung, z. B. „Prüfungstermin“' }) label!: string;
  @ApiProperty({ description: 'Datum (JJJJ-MM-TT)' }) date!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Uhrzeit in Berliner Ortszeit (HH:MM)' })
  time!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Ort, wie bekannt gemacht' }) place!: string | null;
  @ApiProperty({ description: 'Datum der Bekanntmachung, die den Termin nennt (JJJJ-MM-TT)' }) announcedOn!: string;
}

export class CaseFactsResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Rechtsform, z. B. „GmbH“' }) legalForm!: string | null;
  @ApiProperty({ type: RegisterResponse, nullable: true, description: 'Registereintrag des Schuldners' })
  register!: RegisterResponse | null;
  @ApiProperty({ type: String, nullable: true, description: 'Anmeldefrist für Forderungen (JJJJ-MM-TT)' })
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
  @ApiProperty({ description: 'Suchseite des amtlichen Portals (keine Direktlinks je Bekanntmachung)' })
  searchUrl!: string;
  @ApiProperty({ description: 'Insolvenzgericht für die Suche im Portal' }) court!: string;
  @ApiProperty({ description: 'Aktenzeichen für die Suche im Portal' }) caseNumber!: string;
  @ApiProperty({ description: 'Hinweis, wie die Bekanntmachung im Portal zu finden ist' }) note!: string;
}

export class TimelineNoticeResponse {
  @ApiProperty({ description: 'Veröffentlichungsdatum (JJJJ-MM-TT)' }) publicationDate!: string;
  @ApiProperty({ description: 'Art der Bekanntmachung, z. B. „eroeffnung“' }) publicationType!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Datum des Beschlusses (JJJJ-MM-TT)' })
  decisionDate!: string | null;
  @ApiProperty({ description: 'Stand des Verfahrens nach dieser Bekanntmachung' }) status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Verwalter laut dieser Bekanntmachung' })
  administrator!: string | null;
  @ApiProperty({ description: 'Der entscheidende Satz der Bekanntmachung (Vorschau)' }) preview!: string;
  @ApiProperty({ description: 'Vollständiger Text der Bekanntmachung' }) text!: string;
  @ApiProperty({ description: 'Zeitpunkt der Erfassung (ISO 8601)' }) recordedAt!: string;
}

/** A case with its facts, the way to the portal's publication and every notice once, newest first. */
export class CaseDetailResponse extends CaseViewResponse {
  @ApiProperty({ type: CaseFactsResponse, description: 'Strukturierte Angaben aus den Bekanntmachungen' })
  facts!: CaseFactsResponse;
  @ApiProperty({ type: PortalLinkResponse, description: 'Weg zur maßgeblichen Veröffentlichung im amtlichen Portal' })
  portal!: PortalLinkResponse;
  @ApiProperty({ type: [TimelineNoticeResponse], description: 'Bekanntmachungen, neueste zuerst, jede einmal' })
  notices!: TimelineNoticeResponse[];
}
