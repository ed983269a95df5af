import { Controller, Get, Inject, NotFoundException, Param, ParseIntPipe, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toCaseView, type CaseRow } from '../read-model/case-view.js';
import { QueryApi } from '../../platform/http/access.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import { CaseDetailResponse } from './case-detail.response.js';

interface NoticeRow {
  seq: number;
  publication_date: string;
  publication_type: string;
  decision_date: string | null;
  status: string;
  administrator: string | null;
  text: string;
  recorded_at: string;
}

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class GetCaseController {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  @Get(':id')
  @ApiOperation({ summary: 'Ein Insolvenzfall mit allen Bekanntmachungen (Zeitleiste)' })
  @ApiOkResponse({
    type: CaseDetailResponse,
    description: 'Das Verfahren mit vollständigem Text und allen Bekanntmachungen',
  })
  @ApiProblems([404, 'Fall nicht gefunden (auch bei einer Kennung, die keine Zahl ist)'])
  get(
    @Param(
      'id',
      new ParseIntPipe({
        errorHttpStatusCode: HttpStatus.BAD_REQUEST,
        exceptionFactory: () => new NotFoundException('Fall nicht gefunden'),
      }),
    )
    id: number,
  ): CaseDetailResponse {
    let row: CaseRow | undefined;
    let notices: NoticeRow[] = [];
    try {
      row = prepared(this.db, 'SELECT * FROM rm_cases WHERE id = ?').get(id) as CaseRow | undefined;
      if (row) {
        notices = prepared(
          this.db,
          'SELECT * FROM rm_case_notices WHERE case_id = ? ORDER BY publication_date DESC, seq DESC',
        ).all(id) as unknown as NoticeRow[];
      }
    } catch (error) {
      if (!readModelMissing(error)) throw error;
    }
    if (!row) throw new NotFoundException('Fall nicht gefunden');
    return {
      ...toCaseView(row, { fullText: true }),
      notices: notices.map((n) => ({
        publicationDate: n.publication_date,
        publicationType: n.publication_type,
        decisionDate: n.decision_date,
        status: n.status,
        administrator: n.administrator,
        text: n.text,
        recordedAt: n.recorded_at,
      })),
    };
  }
}
