import type { InsolvencyCase, PlanLimitInfo } from '../../../lib/insolvency/insolvency-case';

/** SPEC §3 "Stats" (GET /insolvency/stats). */
export interface CaseStats {
  recentCases: number;
  totalCases: number;
  /** Percent against the 7 days before. */
  weeklyChange: number;
}

/** GET /insolvency/recent: SPEC §7 allows a bare array or an object with results and subscription. */
export interface RecentCases {
  results: InsolvencyCase[];
  subscription?: PlanLimitInfo;
}

export interface PortalEndpoint {
  name?: string;
  url?: string;
  status?: string;
  lastCheck?: string | null;
}

/** SPEC §3 "Import status"; every part optional, as the monitoring may be partly or wholly unavailable. */
export interface ImportStatus {
  importStats?: {
    activeCases?: number;
    todayImports?: number;
    weeklyImports?: number;
    importRate?: number;
    totalSessions?: number;
  };
  systemStatus?: {
    status?: string;
    importMethod?: string;
    lastImportTime?: string | null;
    nextImportSession?: { time?: string; name?: string } | null;
  };
  portalConnection?: {
    primary?: string | PortalEndpoint;
    fallback?: string | PortalEndpoint;
  };
  recentActivity?: { id: number; companyName: string; court: string | null; createdAt: string }[];
}

/** Counts behind the dashboard charts. */
export interface ChartCounts {
  /** Oldest first, one entry per day. */
  daily: { date: string; count: number }[];
  byState: { state: string; count: number }[];
}
