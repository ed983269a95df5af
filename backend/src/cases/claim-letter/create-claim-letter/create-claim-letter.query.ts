import { Query } from '@nestjs/cqrs';
import type { ClaimLetterForm } from '../letter/claim-letter-form.js';

export interface ClaimLetterFile {
  readonly fileName: string;
  readonly pdf: Buffer;
}

/** A claim letter to the administrator of case `caseId`, as a PDF; nothing of the form is stored. */
export class CreateClaimLetterQuery extends Query<ClaimLetterFile> {
  constructor(
    readonly caseId: number,
    readonly form: ClaimLetterForm,
    /** Today in Berlin (YYYY-MM-DD): the letter's date. */
    readonly today: string,
  ) {
    super();
  }
}
