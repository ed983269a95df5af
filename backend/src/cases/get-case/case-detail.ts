import { toCaseView } from '../read-model/case-view.js';
import type { AdministratorContactResponse, CaseDetailResponse } from './case-detail.response.js';
import { caseDeadlines } from './case-deadlines.js';
import { caseHearings } from './case-hearings.js';
import { caseTimeline } from './case-timeline.js';
import type { DebtorFileView } from './debtor-file.js';
import { HEARING_LABELS } from './hearing-labels.js';
import { portalLink } from './portal-link.js';
import type { CaseWithNotices } from '../read-model/case-queries.port.js';

/** The case page's answer: the case, its facts, the way to the portal and the timeline (each notice once). */
export function toCaseDetail(
  { case: record, notices }: CaseWithNotices,
  portalUrl: string,
  file: DebtorFileView | null = null,
): CaseDetailResponse {
  const view = toCaseView(record, { fullText: true });
  const timeline = caseTimeline(notices);
  return {
    ...view,
    // The latest publication as the timeline shows it (of two records of one publication, the better one).
    description: timeline[0]?.text ?? view.description,
    facts: {
      legalForm: record.legalForm,
      register: view.register,
      claimsDeadline: record.claimsDeadline,
      hearings: caseHearings(notices).map((hearing) => ({ ...hearing, label: HEARING_LABELS[hearing.kind] })),
      administrator: record.administratorContact as AdministratorContactResponse | null,
    },
    deadlines: caseDeadlines(notices),
    portal: portalLink(portalUrl, record.court, record.caseNumber),
    notices: timeline,
    file,
  };
}
