import { ApiProperty } from '@nestjs/swagger';
import { CaseViewResponse } from '../read-model/case-view.response.js';

/** One notice of the case's timeline. */
export class CaseNoticeResponse {
  @ApiProperty({ description: 'Datum der Bekanntmachung (JJJJ-MM-TT)', example: '2026-11-20' })
  publicationDate!: string;
  @ApiProperty({ description: 'Art der Bekanntmachung', example: 'Eröffnungen' })
  publicationType!: string;
  @ApiProperty({
    description: 'Datum des Beschlusses (JJJJ-MM-TT)',
    type: String,
    nullable: true,
    example: '2026-11-18',
  })
  decisionDate!: string | null;
  @ApiProperty({ description: 'Verfahrensstand nach dieser Bekanntmachung', example: 'eröffnet' })
  status!: string;
  @ApiProperty({
    description: 'Insolvenzverwalter laut dieser Bekanntmachung',
    type: String,
    nullable: true,
    example: 'Rechtsanwältin Erika Beispiel',
  })
  administrator!: string | null;
  @ApiProperty({
    description: 'Vollständiger Text der Bekanntmachung',
    example: 'In dem Insolvenzverfahren über das Vermögen der Muster Bau GmbH …',
  })
  text!: string;
  @ApiProperty({ description: 'Importiert (ISO 8601)', example: '2026-11-20T06:30:45.000Z' })
  recordedAt!: string;
}

/** A case with its full notice text and every notice, newest first. */
export class CaseDetailResponse extends CaseViewResponse {
  @ApiProperty({ description: 'Alle Bekanntmachungen des Verfahrens, neueste zuerst', type: [CaseNoticeResponse] })
  notices!: CaseNoticeResponse[];
}
