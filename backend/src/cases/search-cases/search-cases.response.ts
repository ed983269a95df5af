import { ApiProperty } from '@nestjs/swagger';
import { CaseViewResponse, ResultLimitResponse } from '../read-model/case-view.response.js';
import { HIGHLIGHT_FIELDS, type Highlight, type HighlightField } from '../domain/search-query/highlights.js';

/** A matched range of a result's displayed value (issue #29). */
export class SearchHighlightResponse implements Highlight {
  @ApiProperty({
    enum: HIGHLIGHT_FIELDS,
    description:
      'Feld des Treffers: companyName (Name), caseNumber (Aktenzeichen) oder register (Registerart und -nummer, ' +
      'mit Leerzeichen verbunden, z. B. „HRB 62“)',
    example: 'caseNumber',
  })
  field!: HighlightField;
  @ApiProperty({ description: 'Beginn (UTF-16-Index im angezeigten Wert, einschließlich)', example: 2 })
  start!: number;
  @ApiProperty({ description: 'Ende (UTF-16-Index, ausschließlich)', example: 11 })
  end!: number;
}

/** A case in the search results, with why it matched. */
export class SearchResultResponse extends CaseViewResponse {
  @ApiProperty({
    type: [SearchHighlightResponse],
    description:
      'Warum der Fall gefunden wurde: die passenden Stellen in Name, Aktenzeichen und Register, ohne ' +
      'Überlappung, sortiert nach Feld (companyName, caseNumber, register) und Beginn; leer ohne Suchbegriff',
    example: [{ field: 'caseNumber', start: 2, end: 11 }],
  })
  highlights!: SearchHighlightResponse[];
}

export class SearchPaginationResponse {
  @ApiProperty({ description: 'Seite (Free-Tarif: innerhalb der ersten 5 Treffer)', example: 1 })
  page!: number;
  @ApiProperty({ description: 'Seiten insgesamt (mindestens 1)', example: 3 })
  totalPages!: number;
  @ApiProperty({ description: 'Sichtbare Treffer insgesamt (Free-Tarif: höchstens 5)', example: 42 })
  total!: number;
}

export class SearchCasesResponse {
  @ApiProperty({ description: 'Treffer dieser Seite', type: [SearchResultResponse] })
  results!: SearchResultResponse[];
  @ApiProperty({ description: 'Seitenangaben', type: SearchPaginationResponse })
  pagination!: SearchPaginationResponse;
  @ApiProperty({ description: 'Tarifgrenze der Trefferliste', type: ResultLimitResponse })
  subscription!: ResultLimitResponse;
  @ApiProperty({
    description: 'Ob überhaupt Fälle importiert sind (false: noch kein Import, die Suche kann nichts finden)',
    example: true,
  })
  dataAvailable!: boolean;
  @ApiProperty({
    description:
      'true: die Suche fand nichts genau so Geschriebenes; die Treffer sind Fälle mit ähnlicher Schreibweise (auch ' +
      'Wörter mit drei bis fünf Buchstaben dürfen einen Tippfehler haben: „Handl“ findet „Handel“)',
    example: false,
  })
  similarSpellings!: boolean;
}
