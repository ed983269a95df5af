import type { DebtorKind } from './case-notice.js';

/**
 * GDPR retention (docs/DESIGN.md §6): natural persons and estates expire 14 days, companies 30 days after the
 * case's latest publication (configurable). A debtor of unknown kind is treated as a person: when in doubt,
 * keep personal data the shorter time.
 */
export interface RetentionPolicy {
  readonly individualsDays: number;
  readonly companiesDays: number;
}

export type RetentionClass = 'individuals' | 'companies';

export function retentionClass(kind: DebtorKind): RetentionClass {
  return kind === 'company' ? 'companies' : 'individuals';
}

/** The last publication date (YYYY-MM-DD) that is due for erasure on Berlin date `today`. */
export function retentionCutoff(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export function retentionLabel(days: number): string {
  return `${days} Tage nach der letzten Veröffentlichung`;
}
