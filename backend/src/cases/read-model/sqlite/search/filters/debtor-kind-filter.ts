import type { DebtorKindFilter } from '../../../../domain/search-filters.js';

/** The condition on rm_cases.debtor_kind (the meaning of each kind: domain/search-filters.ts). */
export function debtorKindCondition(kind: DebtorKindFilter): string {
  return kind === 'company' ? "debtor_kind = 'company'" : "debtor_kind <> 'company'";
}
