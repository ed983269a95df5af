import type { InsolvencyCase, PlanLimitInfo } from '../../../lib/insolvency/insolvency-case';
import { type FakeHandler, type FakeServer, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { healthBody } from '../../../test/health-fixtures';
import type { CaseStats, ImportStatus } from '../api/dashboard-types';

export const statsBody = (overrides: Partial<CaseStats> = {}): CaseStats => ({
  recentCases: 12,
  totalCases: 1234,
  weeklyChange: 20,
  ...overrides,
});

export function importStatusBody(overrides: Partial<ImportStatus> = {}): ImportStatus {
  return {
    importStats: { activeCases: 1234, todayImports: 5, weeklyImports: 87, importRate: 2.5, totalSessions: 4 },
    systemStatus: {
      status: 'active',
      importMethod: 'Portal-Abfrage (HTTP)',
      lastImportTime: '2026-11-21T07:45:00.000Z',
      nextImportSession: { time: '12:30', name: 'Midday Session' },
    },
    portalConnection: {
      primary: { name: 'neu.insolvenzbekanntmachungen.de', status: 'connected' },
      fallback: { name: 'HTTP-Scraper (text.xhtml)', status: 'available' },
    },
    recentActivity: [
      { id: 9, companyName: 'Neu Import GmbH', court: 'Amtsgericht Kiel', createdAt: '2026-11-21T07:44:00.000Z' },
    ],
    ...overrides,
  };
}

export interface DashboardAnswers {
  stats?: FakeHandler;
  recent?: FakeHandler;
  importStatus?: FakeHandler;
  subscriptions?: FakeHandler;
  search?: FakeHandler;
}

export const recentBody = (results: InsolvencyCase[], subscription?: PlanLimitInfo) => ({ results, subscription });

/** Counts for the charts: each Land and day answers with a total of its own. */
export const chartSearch: FakeHandler = (_request, { url }) => {
  const state = url.searchParams.get('state');
  const day = url.searchParams.get('dateFrom');
  const total = state === 'BY' ? 40 : state ? 3 : day ? Number(day.slice(-2)) % 7 : 0;
  return jsonResponse({
    results: [],
    pagination: { page: 1, totalPages: 1, total },
    subscription: { isLimited: false, isPro: true, totalAvailable: total },
  });
};

/** Every call of the dashboard answered; override the ones a test is about. */
export function dashboardServer(answers: DashboardAnswers = {}): FakeServer {
  return installFakeServer()
    .on('GET', '/api/health', () => jsonResponse(healthBody('ok')))
    .on('GET', '/api/insolvency/stats', answers.stats ?? (() => jsonResponse(statsBody())))
    .on('GET', '/api/insolvency/recent', answers.recent ?? (() => jsonResponse(recentBody([]))))
    .on('GET', '/api/insolvency/import-status', answers.importStatus ?? (() => jsonResponse(importStatusBody())))
    .on('GET', '/api/subscriptions', answers.subscriptions ?? (() => jsonResponse([])))
    .on('GET', '/api/insolvency/search', answers.search ?? chartSearch);
}

export const requestsTo = (server: FakeServer, path: string) =>
  server.requests.filter((request) => new URL(request.url).pathname === path);
