import { isoDay } from '../format/dates';
import type { InsolvencyCase, PlanLimitInfo } from './insolvency-case';

/** A case as the list calls send it; override what a test is about. */
export function insolvencyCase(overrides: Partial<InsolvencyCase> = {}): InsolvencyCase {
  return {
    id: 1,
    companyName: 'Muster Bau GmbH',
    court: 'Amtsgericht München',
    caseNumber: '1502 IN 123/26',
    status: 'Verfahren eröffnet',
    procedureType: 'regel',
    publicationDate: '2026-11-18',
    address: 'Hauptstraße 1, 80331 München',
    description: 'Über das Vermögen der Muster Bau GmbH wird das Insolvenzverfahren eröffnet.',
    administrator: 'Dr. Max Verwalter, Kanzlei Verwalter, München',
    state: 'BY',
    createdAt: '2026-11-18T08:31:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

/** `count` distinct cases with ids from `firstId`. */
export function insolvencyCases(count: number, firstId = 1): InsolvencyCase[] {
  return Array.from({ length: count }, (_, i) =>
    insolvencyCase({ id: firstId + i, companyName: `Firma ${firstId + i} GmbH`, caseNumber: `IN ${firstId + i}/26` }),
  );
}

export const proLimits = (totalAvailable: number): PlanLimitInfo => ({ isLimited: false, isPro: true, totalAvailable });

export const freeLimits = (totalAvailable: number): PlanLimitInfo => ({
  isLimited: totalAvailable > 5,
  isPro: false,
  totalAvailable,
});

/** YYYY-MM-DD of `daysAgo` days before today (local calendar). */
export function dayBefore(daysAgo: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return isoDay(date);
}
