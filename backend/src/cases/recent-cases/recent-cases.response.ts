import { ApiProperty } from '@nestjs/swagger';
import { CaseViewResponse, ResultLimitResponse } from '../read-model/case-view.response.js';

export class RecentCasesResponse {
  @ApiProperty({ description: 'Neueste Verfahren, nach Bekanntmachungsdatum absteigend', type: [CaseViewResponse] })
  results!: CaseViewResponse[];
  @ApiProperty({ description: 'Tarifgrenze der Liste', type: ResultLimitResponse })
  subscription!: ResultLimitResponse;
}
