import { ApiProperty } from '@nestjs/swagger';

/** A row of `rm_saved_searches` (projections/src/read-models/saved-searches). */
export interface SavedSearchRow {
  id: string;
  owner_id: string;
  name: string;
  name_key: string;
  criteria: string;
  alert: number;
  created_at: string;
  updated_at: string | null;
}

export class SavedSearchView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Name des Suchprofils', example: 'Bau NRW' })
  name!: string;

  @ApiProperty({
    description: 'Suchkriterien (Parameter der Suche ohne Seite und Limit; nur ausgefüllte Felder)',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { q: 'Bau', state: 'NW' },
  })
  criteria!: Record<string, string>;

  @ApiProperty({ description: 'Tägliche E-Mail über neue Treffer' })
  alert!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  updatedAt!: string | null;
}

export class SavedSearchListView {
  @ApiProperty({ type: [SavedSearchView], description: 'Eigene Suchprofile, älteste zuerst' })
  items!: SavedSearchView[];

  @ApiProperty({ description: 'Höchstzahl der Suchprofile je Nutzer', example: 25 })
  max!: number;
}

export class SavedSearchDeletedView {
  @ApiProperty({ example: 'Suchprofil gelöscht' })
  message!: string;
}

export function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    criteria: JSON.parse(row.criteria) as Record<string, string>,
    alert: row.alert === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
