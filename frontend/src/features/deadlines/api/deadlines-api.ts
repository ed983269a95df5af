import { baseApi } from '../../../lib/api/base-api';

/** One upcoming deadline of a watched case, as `GET /api/deadlines` answers it. */
export interface UpcomingDeadline {
  caseId: number;
  companyName: string;
  court: string;
  caseNumber: string;
  deadlineId: string;
  kind: string;
  label: string;
  date: string;
  time: string | null;
  place: string | null;
  sentence: string;
  /** Why the case is watched: "Benachrichtigung", "Suchprofil", "Portfolio Debitoren 2026 · Kundennummer 40711". */
  sources: { kind: string; label: string }[];
  daysRemaining: number;
}

export interface DeadlinesAnswer {
  today: string;
  watchedCases: number;
  /** Older watched cases whose deadlines were not read (the server reads the newest 1,000); absent: none. */
  omittedCases?: number;
  deadlines: UpcomingDeadline[];
}

export interface DeadlineFilter {
  kind?: string;
  to?: string;
  q?: string;
  source?: string;
}

/** Where watched cases come from ("Quelle" filter; values as the server takes them). */
export const SOURCE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'benachrichtigungen', label: 'Benachrichtigungen' },
  { value: 'suchprofile', label: 'Suchprofile' },
  { value: 'portfolios', label: 'Portfolios' },
];

export interface DeadlineSettings {
  reminderDays: number[];
  reminderDaysDefault: boolean;
  calendarLinkCreatedAt: string | null;
}

export interface CalendarLink {
  httpsUrl: string;
  webcalUrl: string;
  createdAt: string;
}

/** The kinds a user can filter by, in the order of a proceeding (labels as the server writes them). */
export const DEADLINE_KIND_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'anmeldefrist', label: 'Anmeldefrist' },
  { value: 'berichtstermin', label: 'Berichtstermin' },
  { value: 'pruefungstermin', label: 'Prüfungstermin' },
  { value: 'stichtag_schriftliches_verfahren', label: 'Stichtag im schriftlichen Verfahren' },
  { value: 'glaeubigerversammlung', label: 'Gläubigerversammlung' },
  { value: 'eroerterungs_abstimmungstermin', label: 'Erörterungs- und Abstimmungstermin' },
  { value: 'schlusstermin', label: 'Schlusstermin' },
  { value: 'einwendungsfrist', label: 'Einwendungsfrist' },
  { value: 'antragsfrist', label: 'Antragsfrist' },
  { value: 'sonstige_frist', label: 'Sonstige Frist' },
  { value: 'wirksamkeit', label: 'Bekanntmachung wirksam' },
];

const SETTINGS = { type: 'Deadlines', id: 'SETTINGS' } as const;

export const deadlinesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeadlines: build.query<DeadlinesAnswer, DeadlineFilter>({
      query: (filter) => ({
        url: '/deadlines',
        params: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')),
      }),
      providesTags: [{ type: 'Deadlines', id: 'LIST' }],
    }),
    getDeadlineSettings: build.query<DeadlineSettings, void>({
      query: () => '/deadlines/settings',
      providesTags: [SETTINGS],
    }),
    updateDeadlineSettings: build.mutation<DeadlineSettings, { reminderDays: number[] }>({
      query: (body) => ({ url: '/deadlines/settings', method: 'PUT', body }),
      invalidatesTags: [SETTINGS],
    }),
    createCalendarLink: build.mutation<CalendarLink, void>({
      query: () => ({ url: '/deadlines/calendar-token', method: 'POST' }),
      invalidatesTags: [SETTINGS],
    }),
    revokeCalendarLink: build.mutation<void, void>({
      query: () => ({ url: '/deadlines/calendar-token', method: 'DELETE' }),
      invalidatesTags: [SETTINGS],
    }),
  }),
});

export const {
  useGetDeadlinesQuery,
  useGetDeadlineSettingsQuery,
  useUpdateDeadlineSettingsMutation,
  useCreateCalendarLinkMutation,
  useRevokeCalendarLinkMutation,
} = deadlinesApi;
