import { baseApi } from '../api/base-api';

export type HealthStatus = 'ok' | 'degraded' | 'down';

/**
 * Body of GET /api/health/ready: the overall state only. The detailed report (/api/health) is for
 * administrators; every page shows this one.
 */
export interface HealthResponse {
  status: HealthStatus;
}

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health/ready',
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
