import { ApiProperty } from '@nestjs/swagger';
import { ClaimLetterFormRequest } from '../claim-letter-form.request.js';
import type { ClaimLetterDraft } from './claim-letter-drafts.port.js';

/** A saved draft of a claim letter (without its owner: it is always the caller). */
export class ClaimLetterDraftResponse {
  @ApiProperty({ description: 'Kennung des Entwurfs', example: '2b0c7f4e-8a3d-4f0e-9c51-6a1d2e3f4a5b' })
  id!: string;
  @ApiProperty({ description: 'Kennung des Verfahrens', example: 1234567 })
  caseId!: number;
  @ApiProperty({ type: ClaimLetterFormRequest, description: 'Das Formular, wie gespeichert' })
  form!: ClaimLetterFormRequest;
  @ApiProperty({ description: 'Angelegt (ISO 8601)', example: '2026-11-28T09:00:00.000Z' })
  createdAt!: string;
  @ApiProperty({ description: 'Zuletzt geändert (ISO 8601)', example: '2026-11-28T09:30:00.000Z' })
  updatedAt!: string;
}

export function toDraftResponse(draft: ClaimLetterDraft): ClaimLetterDraftResponse {
  return {
    id: draft.id,
    caseId: draft.caseId,
    form: draft.form as ClaimLetterFormRequest,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
  };
}
