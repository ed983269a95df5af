import { importHealth } from './import-health.js';

describe('the import in /api/health', () => {
  it('is degraded while the portal is unreachable or the last run failed, so health no longer says "ok"', () => {
    expect(importHealth('portal_unreachable')).toEqual({
      name: 'import',
      status: 'degraded',
      details: { state: 'portal_unreachable' },
    });
    expect(importHealth('failed').status).toBe('degraded');
    for (const state of ['never', 'running', 'ready', 'incomplete'] as const)
      expect(importHealth(state).status).toBe('ok');
  });
});
