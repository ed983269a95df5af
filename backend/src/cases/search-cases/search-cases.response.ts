import { ApiProperty } from '@nestjs/swagger';
import { CaseViewResponse, ResultLimitResponse } from '../read-model/case-view.response.js';

export class SearchPaginationResponse {
  @ApiProperty({ description: 'Seite (Free-Tarif: innerhalb der ersten 5 Treffer)', example: 1 })
  page!: number;
  @ApiProperty({ description: 'Seiten insgesamt (mindestens 1)', example: 3 })
  totalPages!: number;
  @ApiProperty({ description: 'Sichtbare Treffer insgesamt (Free-Tarif: höchstens 5)', example: 42 })
  total!: number;
}

export class SearchCasesResponse {
  @ApiProperty({ description: 'Treffer dieser Seite', type: [CaseViewResponse] })
  results!: CaseViewResponse[];
  @ApiProperty({ description: 'Seitenangaben', type: SearchPaginationResponse })
  pagination!: SearchPaginationResponse;
  @ApiProperty({ description: 'Tarifgrenze der Trefferliste', type: ResultLimitResponse })
  subscription!: ResultLimitResponse;
  @ApiProperty({
    description: 'Ob überhaupt Fälle importiert sind (false: noch kein Import, die Suche kann nichts finden)',
    example: true,
  })
  dataAvailable!: boolean;
}
