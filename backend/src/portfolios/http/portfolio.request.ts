import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsObject, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { Type } from 'class-transformer';
import { PORTFOLIO_MODES, type PortfolioMode } from '../domain/events.js';
import { PORTFOLIO_NAME_MAX } from '../domain/portfolio-rules.js';
import { MayBeLeftOut } from '../../platform/http/validators/may-be-left-out.js';

const NAME = {
  defined: 'Bitte geben Sie dem Portfolio einen Namen.',
  string: 'Der Name muss ein Text sein.',
  min: 'Bitte geben Sie dem Portfolio einen Namen.',
  max: `Der Name darf höchstens ${PORTFOLIO_NAME_MAX} Zeichen lang sein.`,
};
const MODE = 'Die Zustellung muss „täglich“, „sofort“ oder „aus“ sein.';

/** Body of POST /api/portfolios. */
export class CreatePortfolioRequest {
  @ApiProperty({ description: 'Name des Portfolios', minLength: 1, maxLength: PORTFOLIO_NAME_MAX })
  @IsDefined({ message: NAME.defined })
  @IsString({ message: NAME.string })
  @MinLength(1, { message: NAME.min })
  @MaxLength(PORTFOLIO_NAME_MAX, { message: NAME.max })
  name!: string;

  @ApiPropertyOptional({ enum: PORTFOLIO_MODES, default: 'täglich', description: 'Zustellung der Treffer' })
  @MayBeLeftOut()
  @IsIn(PORTFOLIO_MODES, { message: MODE })
  mode?: PortfolioMode;
}

/** Body of PATCH /api/portfolios/{id}: only what changes. */
export class UpdatePortfolioRequest {
  @ApiPropertyOptional({ description: 'Neuer Name', minLength: 1, maxLength: PORTFOLIO_NAME_MAX })
  @MayBeLeftOut()
  @IsString({ message: NAME.string })
  @MinLength(1, { message: NAME.min })
  @MaxLength(PORTFOLIO_NAME_MAX, { message: NAME.max })
  name?: string;

  @ApiPropertyOptional({ enum: PORTFOLIO_MODES, description: 'Zustellung der Treffer' })
  @MayBeLeftOut()
  @IsIn(PORTFOLIO_MODES, { message: MODE })
  mode?: PortfolioMode;
}

/** Body of PUT …/uploads/{uploadId}/mapping. */
export class SetMappingRequest {
  @ApiProperty({
    description: 'Spalte (0-basiert) je Feld, null für „nicht vorhanden“',
    example: { customerNumber: 0, name: 1, postalCode: 2, city: 3 },
  })
  @IsDefined({ message: 'Bitte geben Sie die Zuordnung der Spalten an.' })
  @IsObject({ message: 'Die Zuordnung muss ein Objekt aus Feld und Spaltennummer sein.' })
  mapping!: Record<string, unknown>;
}

/** Body of POST …/rows/{rowId}/decisions. */
export class RecordDecisionRequest {
  @ApiProperty({ description: 'Id des Falls (wie /api/cases/{id})', example: 4711 })
  @IsDefined({ message: 'Bitte geben Sie den Fall an.' })
  @Type(() => Number)
  @IsInt({ message: 'Die Id des Falls muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Id des Falls muss eine ganze Zahl sein.' })
  caseId!: number;

  @ApiProperty({ enum: ['confirmed', 'rejected'], description: 'Bestätigt oder abgelehnt' })
  @IsIn(['confirmed', 'rejected'], { message: 'Die Entscheidung muss „confirmed“ oder „rejected“ sein.' })
  verdict!: 'confirmed' | 'rejected';
}
