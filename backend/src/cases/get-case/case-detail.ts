import { toCaseView } from '../read-model/case-view.js';
import type { AdministratorContactResponse, CaseDetailResponse } from './case-detail.response.js';
import { caseHearings } from './case-hearings.js';
import { caseTimeline } from './case-timeline.js';
import { HEARING_LABELS } from './hearing-labels.js';
import { portalLink } from './portal-link.js';
import type { StoredCase } from './read-case.js';

/** The case page's answer: the case, its facts, the way to the portal and the timeline (each notice once). */
export function toCaseDetail({ row, notices }: StoredCase, portalUrl: string): CaseDetailResponse {
  const view = toCaseView(row, { fullText: true });
  const timeline = caseTimeline(notices);
  return {
    ...view,
    // The latest publication as the timeline shows it (of two records of one publication, the better one).
    description: timeline[0]?.text ?? view.description,
    facts: {
      legalForm: row.legal_form,
      register: view.register,
      claimsDeadline: row.claims_deadline,
      hearings: caseHearings(notices).map((hearing) => ({ ...hearing, label: HEARING_LABELS[hearing.kind] })),
      administrator: row.administrator_contact
        ? (JSON.parse(row.administrator_contact) as AdministratorContactResponse)
        : null,
    },
    portal: portalLink(portalUrl, row.court, row.case_number),
    notices: timeline,
  };
}
