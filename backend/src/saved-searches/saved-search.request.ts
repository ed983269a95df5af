import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsString, MaxLength, ValidateNested } from 'class-validator';
import { SearchCasesRequest } from '../cases/search-cases/search-cases.request.js';
import { SAVED_SEARCH_NAME_MAX } from './domain/saved-search-rules.js';
import { MayBeLeftOut } from '../platform/http/validators/may-be-left-out.js';

/**
 * The criteria of a saved search: the search request's filters without paging. Derived from the search's own
 * DTO (validation and OpenAPI metadata included), so every filter the search gains can be saved too.
 */
export class SavedSearchCriteriaRequest extends OmitType(SearchCasesRequest, ['page', 'limit'] as const) {}

const MODES = ['sofort', 'täglich'];
const MODE_MESSAGE = 'Benachrichtigung muss „sofort“ oder „täglich“ sein';
/** Issue #30. */
const MODE_DOC = {
  description:
    'Zustellung der Benachrichtigung: "sofort" (eine E-Mail je Abgleich, höchstens ALERT_IMMEDIATE_DAILY_CAP am ' +
    'Tag) oder "täglich" (Sammel-E-Mail um 07:00); Standard: "täglich"',
  enum: MODES,
};

/** Body of POST /api/saved-searches. */
export class CreateSavedSearchRequest {
  @ApiProperty({ description: 'Name des Suchprofils (je Nutzer eindeutig)', maxLength: SAVED_SEARCH_NAME_MAX })
  @IsDefined({ message: 'Bitte geben Sie einen Namen für das Suchprofil ein.' })
  @IsString({ message: 'Der Name muss ein Text sein.' })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: `Der Name darf höchstens ${SAVED_SEARCH_NAME_MAX} Zeichen lang sein.` })
  name!: string;

  @ApiProperty({ type: SavedSearchCriteriaRequest, description: 'Suchkriterien wie bei der Suche' })
  @IsDefined({ message: 'Bitte geben Sie die Suchkriterien an.' })
  @ValidateNested({ message: 'Die Suchkriterien müssen ein Objekt sein.' })
  @Type(() => SavedSearchCriteriaRequest)
  criteria!: SavedSearchCriteriaRequest;

  @ApiPropertyOptional({ description: 'Täglich per E-Mail über neue Treffer benachrichtigen', default: false })
  @MayBeLeftOut()
  @IsBoolean({ message: 'Die Benachrichtigung muss wahr oder falsch sein.' })
  alert?: boolean;

  @ApiPropertyOptional(MODE_DOC)
  @MayBeLeftOut()
  @IsIn(MODES, { message: MODE_MESSAGE })
  mode?: 'sofort' | 'täglich';
}

/** Body of PATCH /api/saved-searches/{id}: only what changes. */
export class UpdateSavedSearchRequest {
  @ApiPropertyOptional({ description: 'Neuer Name', maxLength: SAVED_SEARCH_NAME_MAX })
  @MayBeLeftOut()
  @IsString({ message: 'Der Name muss ein Text sein.' })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: `Der Name darf höchstens ${SAVED_SEARCH_NAME_MAX} Zeichen lang sein.` })
  name?: string;

  @ApiPropertyOptional({ type: SavedSearchCriteriaRequest, description: 'Neue Suchkriterien' })
  @MayBeLeftOut()
  @ValidateNested({ message: 'Die Suchkriterien müssen ein Objekt sein.' })
  @Type(() => SavedSearchCriteriaRequest)
  criteria?: SavedSearchCriteriaRequest;

  @ApiPropertyOptional({ description: 'Täglich per E-Mail über neue Treffer benachrichtigen' })
  @MayBeLeftOut()
  @IsBoolean({ message: 'Die Benachrichtigung muss wahr oder falsch sein.' })
  alert?: boolean;

  @ApiPropertyOptional(MODE_DOC)
  @MayBeLeftOut()
  @IsIn(MODES, { message: MODE_MESSAGE })
  mode?: 'sofort' | 'täglich';
}
