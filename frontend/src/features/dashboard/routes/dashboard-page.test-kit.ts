import type { InsolvencyCase, PlanLimitInfo } from '../../../lib/insolvency/insolvency-case';
import { type FakeHandler, type FakeServer, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { healthBody } from '../../../test/health-fixtures';
import type { CaseStats, ImportStatus } from '../api/dashboard-types';

/** 30 days ending 2026-11-21, oldest first, as the server sends them: day n of the month has n % 7 cases. */
export const dailyCounts = (): CaseStats['daily'] =>
  Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 21 - 29 + i)).toISOString().slice(0, 10);
    return { date, count: Number(date.slice(-2)) % 7 };
  });

export const statsBody = (overrides: Partial<CaseStats> = {}): CaseStats => ({
  recentCases: 12,
  previousCases: 10,
  totalCases: 1234,
  weeklyChange: 20,
  daily: dailyCounts(),
  // Most first; Länder without cases are absent.
  byState: [
    { state: 'BY', count: 40 },
    { state: 'NW', count: 3 },
    { state: 'HH', count: 1 },
  ],
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
}

export const recentBody = (results: InsolvencyCase[], subscription?: PlanLimitInfo) => ({ results, subscription });

/** Every call of the dashboard answered; override the ones a test is about. */
export function dashboardServer(answers: DashboardAnswers = {}): FakeServer {
  return installFakeServer()
    .on('GET', '/api/health/ready', () => jsonResponse(healthBody('ok')))
    .on('GET', '/api/insolvency/stats', answers.stats ?? (() => jsonResponse(statsBody())))
    .on('GET', '/api/insolvency/recent', answers.recent ?? (() => jsonResponse(recentBody([]))))
    .on('GET', '/api/insolvency/import-status', answers.importStatus ?? (() => jsonResponse(importStatusBody())))
    .on('GET', '/api/subscriptions/summary', answers.subscriptions ?? (() => jsonResponse({ total: 0, active: 0 })));
}

export const requestsTo = (server: FakeServer, path: string) =>
  server.requests.filter((request) => new URL(request.url).pathname === path);
