import { baseApi } from '../../../lib/api/base-api';

/** The measured figures of the About page, from the case statistics (GET /insolvency/stats). */
export interface AboutFigures {
  /** New proceedings per day, averaged over the last 7 days. */
  dailyAverage: number;
  totalCases: number;
}

const DAYS_IN_WEEK = 7;

function asAboutFigures(body: unknown): AboutFigures {
  const stats = (body ?? {}) as { recentCases?: unknown; totalCases?: unknown };
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return { dailyAverage: count(stats.recentCases) / DAYS_IN_WEEK, totalCases: count(stats.totalCases) };
}

export const aboutFiguresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAboutFigures: build.query<AboutFigures, void>({
      query: () => '/insolvency/stats',
      transformResponse: asAboutFigures,
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetAboutFiguresQuery } = aboutFiguresApi;
