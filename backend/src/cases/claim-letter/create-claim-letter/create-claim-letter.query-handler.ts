import { BadRequestException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { CASE_QUERIES, type CaseQueries } from '../../read-model/case-queries.port.js';
import { claimLetterContent } from '../letter/claim-letter-content.js';
import { letterProblems } from '../letter/letter-problems.js';
import { claimLetterPdf } from '../pdf/claim-letter-pdf.js';
import { CreateClaimLetterQuery, type ClaimLetterFile } from './create-claim-letter.query.js';
import { letterCase } from './letter-case.js';

@QueryHandler(CreateClaimLetterQuery)
export class CreateClaimLetterHandler implements IQueryHandler<CreateClaimLetterQuery> {
  constructor(
    @Inject(CASE_QUERIES) private readonly cases: CaseQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ caseId, form, today }: CreateClaimLetterQuery): Promise<ClaimLetterFile> {
    const target = await letterCase(this.cases, caseId, this.config.import.portalUrl);
    const problems = letterProblems(form);
    if (problems.length > 0) {
      throw new BadRequestException({
        message: problems.flatMap((problem) => problem.messages).join('; '),
        code: 'validation',
        errors: problems,
      });
    }
    const content = claimLetterContent(target, form, today);
    const pdf = await claimLetterPdf(content, `Forderungsanmeldung ${target.caseNumber}`);
    return { fileName: content.fileName, pdf };
  }
}
