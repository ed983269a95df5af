import type { CaseImported } from '../cases/domain/events.js';
import type { CaseNotice } from '../cases/domain/case-notice.js';
import { testNotice } from '../cases/test/notice-factory.js';

/**
 * Real domain events of other modules, for the read-side tests of a module that reads their read models (the
 * webhooks' directory): the modules' own test factories, published here because a module may not import
 * another one's internals, test kits included.
 */
export { planChanged, subscriptionCreated, userRegistered } from '../alerts/test/alert-events.js';

export function caseImported(caseId: number, caseKey: string, notice: Partial<CaseNotice> = {}): CaseImported {
  return { type: 'CaseImported', data: { caseId, caseKey, notice: testNotice(notice) } };
}
