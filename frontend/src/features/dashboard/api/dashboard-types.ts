import type { InsolvencyCase, PlanLimitInfo } from '../../../lib/insolvency/insolvency-case';

/** One bar of the per-day chart. */
export interface DailyCount {
  /** YYYY-MM-DD, a Berlin calendar day. */
  date: string;
  count: number;
}

/** One bar of the per-Land chart. */
export interface StateCount {
  /** Land code as the API uses it ('BY'). */
  state: string;
  count: number;
}

/** SPEC §3 "Stats" (GET /insolvency/stats), with the counts behind the dashboard charts. */
export interface CaseStats {
  recentCases: number;
  /** Published in the 7 days before those; absent from servers older than the field. */
  previousCases?: number;
  totalCases: number;
  /** Percent against the 7 days before. */
  weeklyChange: number;
  /** The last 30 Berlin days, oldest first, zero-filled; the last one is today. */
  daily: DailyCount[];
  /** Cases per Land, most first; Länder without cases are absent. */
  byState: StateCount[];
}

/** GET /insolvency/recent: SPEC §7 allows a bare array or an object with results and subscription. */
export interface RecentCases {
  results: InsolvencyCase[];
  subscription?: PlanLimitInfo;
}

export interface PortalEndpoint {
  name?: string;
  url?: string;
  /** connected, unreachable, unknown (older servers: error, available). */
  status?: string;
  /** The portal's last answer. */
  lastCheck?: string | null;
  /** Plain German note when the portal cannot be reached, with the next attempt. */
  message?: string | null;
}

/** The one status the monitor's headline and boxes share (server-derived, German texts). */
export interface ImportOverallStatus {
  state: 'running' | 'ready' | 'incomplete' | 'portal_unreachable' | 'failed' | 'never' | string;
  label: string;
  detail: string;
}

/** The import in progress. */
export interface CurrentImportRun {
  session?: string;
  startedAt?: string;
  day: string | null;
  dayNumber: number;
  daysTotal: number;
  fetched: number;
  newCases: number;
  newNotices?: number;
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
    overall?: ImportOverallStatus;
    currentRun?: CurrentImportRun | null;
  };
  portalConnection?: {
    primary?: string | PortalEndpoint;
    fallback?: string | PortalEndpoint;
  };
  recentActivity?: { id: number; companyName: string; court: string | null; createdAt: string }[];
  freshness?: ImportFreshness;
}

/** The import monitor's freshness figures (issue #30): polls, today's detection lag, alerts, request budget. */
export interface ImportFreshness {
  promise: string;
  poll: {
    enabled: boolean;
    intervalMinutes: number;
    hours: { from: string; to: string };
    lastPollAt: string | null;
    lastPollStatus: string | null;
    lastPollError: string | null;
    lastPollNewCases: number;
    pollsToday: number;
    nextPollAt: string | null;
  };
  detectionLag: { notices: number; medianMinutes: number | null; maxMinutes: number | null };
  alertsSentToday: number;
  requestBudget: { budget: number; spent: number; sessionRequests: number; remaining: number; exhausted: boolean };
  /** The portal lists far fewer notices than usual today (null: nothing unusual). */
  sourceWarning?: string | null;
}
