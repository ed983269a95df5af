import type { HealthResponse } from '../lib/system/health-api';

/** Body of GET /api/health/ready. */
export function healthBody(status: HealthResponse['status']): HealthResponse {
  return { status };
}
