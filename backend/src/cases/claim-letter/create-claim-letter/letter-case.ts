import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { toCaseDetail } from '../../get-case/case-detail.js';
import type { CaseQueries } from '../../read-model/case-queries.port.js';
import type { LetterCase } from '../letter/claim-letter-content.js';

export const NO_ADMINISTRATOR =
  'Für dieses Verfahren ist noch kein Insolvenzverwalter bekannt; eine Forderungsanmeldung kann erst an den ' +
  'Verwalter gerichtet werden.';

/**
 * The case as the letter needs it, read as the case page shows it (the Anmeldefrist of the facts, else of the
 * deadlines). 404 for an unknown case, 422 for a case without an administrator (nobody to address the letter to).
 */
export async function letterCase(cases: CaseQueries, caseId: number, portalUrl: string): Promise<LetterCase> {
  const found = await cases.getCase(caseId);
  if (!found) throw new NotFoundException('Fall nicht gefunden');
  const detail = toCaseDetail(found, portalUrl);
  const administrator = detail.facts.administrator;
  if (!administrator || !(administrator.name || administrator.firm))
    throw new UnprocessableEntityException({ message: NO_ADMINISTRATOR, code: 'no_administrator' });
  const fromDeadlines = detail.deadlines.find((deadline) => deadline.kind === 'anmeldefrist' && deadline.date);
  return {
    companyName: detail.companyName,
    debtorKind: detail.debtorKind,
    court: detail.court,
    caseNumber: detail.caseNumber,
    claimsDeadline: detail.facts.claimsDeadline ?? fromDeadlines?.date ?? null,
    administrator,
  };
}
