import { ApiProperty } from '@nestjs/swagger';
import type { SavedSearchView } from './saved-search.view.js';

/** A saved search ("Suchprofil") as the API shows it to its owner. */
export class SavedSearchResponse implements SavedSearchView {
  @ApiProperty({
    description: 'Kennung des Suchprofils',
    format: 'uuid',
    example: '3f6c1a2e-8b4d-4e9f-a1c7-5d2e9b0f4a61',
  })
  id!: string;

  @ApiProperty({ description: 'Name des Suchprofils', example: 'Bau NRW' })
  name!: string;

  @ApiProperty({
    description: 'Suchkriterien (Parameter der Suche ohne Seite und Limit; nur ausgefüllte Felder)',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { q: 'Bau', state: 'NW', debtorKind: 'company', postalCode: '50' },
  })
  criteria!: Record<string, string>;

  @ApiProperty({ description: 'Tägliche E-Mail über neue Treffer', example: true })
  alert!: boolean;

  @ApiProperty({
    description: 'Zustellung der Benachrichtigung: sofort (nur Pro) oder täglich (Sammel-E-Mail um 07:00)',
    enum: ['sofort', 'täglich'],
    example: 'täglich',
  })
  mode!: 'sofort' | 'täglich';

  @ApiProperty({ description: 'Angelegt (ISO 8601)', format: 'date-time', example: '2026-11-02T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({
    description: 'Zuletzt geändert (ISO 8601)',
    format: 'date-time',
    type: String,
    nullable: true,
    example: null,
  })
  updatedAt!: string | null;
}

/** The owner's saved searches and how many one may keep. */
export class SavedSearchListResponse {
  @ApiProperty({ type: [SavedSearchResponse], description: 'Eigene Suchprofile, älteste zuerst' })
  items!: SavedSearchResponse[];

  @ApiProperty({ description: 'Höchstzahl der Suchprofile je Nutzer', example: 25 })
  max!: number;
}
