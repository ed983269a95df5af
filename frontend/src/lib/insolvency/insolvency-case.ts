/** SPEC §3 "Insolvency case" as the list and detail calls send it; the server may leave text fields empty. */
export interface InsolvencyCase {
  id: number;
  companyName: string;
  court: string | null;
  caseNumber: string | null;
  status: string | null;
  procedureType: string | null;
  /** YYYY-MM-DD */
  publicationDate: string | null;
  /** When the service detected the notice the case shows (ISO instant); null or absent: unknown. */
  detectedAt?: string | null;
  address: string | null;
  description: string | null;
  administrator: string | null;
  /** Land code (BY, NW, …). */
  state: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** SPEC §3 "subscription" block of list responses: what the caller's plan lets them see. */
export interface PlanLimitInfo {
  isLimited: boolean;
  isPro: boolean;
  totalAvailable: number;
}

/** SPEC §9: free users see 5 search results and 5 recent notices. */
export const FREE_PLAN_RESULT_LIMIT = 5;
