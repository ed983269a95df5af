import { baseApi } from '../api/base-api';

export type HealthStatus = 'ok' | 'degraded' | 'down';

export interface ProjectionHealth {
  name: string;
  checkpoint: string;
  lag: number;
  running: boolean;
  error: string | null;
}

/** Body of GET /api/health. */
export interface HealthResponse {
  status: HealthStatus;
  profile?: string;
  eventStore: { status: 'up' | 'down'; headPosition: string; error?: string };
  projections: ProjectionHealth[];
  uptimeSeconds?: number;
}

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health',
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
