import type { HealthResponse } from '../lib/system/health-api';

export function healthBody(status: HealthResponse['status']): HealthResponse {
  return {
    status,
    profile: 'test',
    eventStore: { status: 'up', headPosition: '42' },
    projections: [{ name: 'cases', checkpoint: '42', lag: status === 'ok' ? 0 : 5000, running: true, error: null }],
    uptimeSeconds: 12,
  };
}
