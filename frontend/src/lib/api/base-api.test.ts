import { createAppStore } from '../../app/store';
import { healthApi } from '../system/health-api';
import { installFakeServer, jsonResponse } from '../../test/fake-server';
import { healthBody } from '../../test/health-fixtures';
import { TOKEN_STORAGE_KEY } from './auth-token';

describe('baseApi', () => {
  afterEach(() => localStorage.clear());

  async function fetchHealthAndCapture() {
    const server = installFakeServer().on('GET', '/api/health/ready', () => jsonResponse(healthBody('ok')));
    const store = createAppStore();
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.data?.status).toBe('ok');
    expect(server.requests).toHaveLength(1);
    return server.requests[0];
  }

  it('calls /api with credentials and the public API key', async () => {
    const request = await fetchHealthAndCapture();
    expect(new URL(request.url).pathname).toBe('/api/health/ready');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-API-Key')).toBe('insolvenz-public-client');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('sends the stored token as bearer token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    const request = await fetchHealthAndCapture();
    expect(request.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });
});
