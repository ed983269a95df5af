/**
 * Debtor kinds a search can be limited to. `person` means every debtor that is not a company: natural persons,
 * estates of deceased persons (Nachlass) and debtors the parser could not classify, as retention and the admin
 * statistics count them too. So "Unternehmen" and "Natürliche Personen" together are exactly all cases.
 */
export const DEBTOR_KIND_FILTERS = ['company', 'person'] as const;
export type DebtorKindFilter = (typeof DEBTOR_KIND_FILTERS)[number];

/** The condition on rm_cases.debtor_kind. */
export function debtorKindCondition(kind: DebtorKindFilter): string {
  return kind === 'company' ? "debtor_kind = 'company'" : "debtor_kind <> 'company'";
}
