import { formatPercent } from '../../../../lib/format/numbers';
import type { CaseStats } from '../../api/dashboard-types';

/**
 * The stat card's comparison with the week before: "+20 % zur Vorwoche", "−3 % zur Vorwoche", and no percentage
 * where there is none to give: "neu" after a week without proceedings (not "+100 %"), "unverändert" for the same
 * number.
 */
export function describeWeeklyChange({
  recentCases,
  previousCases,
  weeklyChange,
}: Pick<CaseStats, 'recentCases' | 'previousCases' | 'weeklyChange'>): string {
  if (previousCases === 0) return recentCases > 0 ? 'neu (Vorwoche: keine)' : 'unverändert zur Vorwoche';
  if (weeklyChange === 0) return 'unverändert zur Vorwoche';
  return `${formatPercent(weeklyChange, { signed: true })} zur Vorwoche`;
}
