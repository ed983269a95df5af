import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { DatabaseSync } from 'node:sqlite';
import { CurrentCaller, isPro, type Caller } from '../../platform/http/caller.js';
import { FREE_LIMITS } from '../../platform/http/plan-policy.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toCaseView, type CaseRow } from '../read-model/case-view.js';
import { QueryApi } from '../../platform/http/access.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import { RecentCasesResponse } from './recent-cases.response.js';

const FREE_RECENT_NOTICES = FREE_LIMITS.recentNotices!;

export class RecentCasesRequest {
  @ApiPropertyOptional({ default: 10, maximum: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit muss eine ganze Zahl sein' })
  @Min(1, { message: 'Limit muss mindestens 1 sein' })
  @Max(50, { message: 'Limit darf höchstens 50 sein' })
  limit: number = 10;
}

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class RecentCasesController {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  @Get('recent')
  @ApiOperation({ summary: 'Neueste Bekanntmachungen (Free-Plan: höchstens 5)' })
  @ApiOkResponse({ type: RecentCasesResponse, description: 'Neueste Verfahren und Tarifgrenze' })
  @ApiProblems(400)
  recent(@Query() request: RecentCasesRequest, @CurrentCaller() caller: Caller): RecentCasesResponse {
    const pro = isPro(caller);
    const limit = pro ? request.limit : Math.min(request.limit, FREE_RECENT_NOTICES);
    let rows: CaseRow[] = [];
    let total = 0;
    try {
      rows = prepared(this.db, 'SELECT * FROM rm_cases ORDER BY publication_date DESC, id DESC LIMIT ?').all(
        limit,
      ) as unknown as CaseRow[];
      total = (prepared(this.db, 'SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts').get() as { n: number }).n;
    } catch (error) {
      if (!readModelMissing(error)) throw error;
    }
    return {
      results: rows.map((row) => toCaseView(row, { fullText: false })),
      subscription: { isLimited: !pro && total > FREE_RECENT_NOTICES, isPro: pro, totalAvailable: total },
    };
  }
}
