import { loadWebhooksConfig } from './webhooks-config.js';

const load = (env: Record<string, string>) => {
  const problems: string[] = [];
  const config = loadWebhooksConfig((name) => env[name], problems);
  return { config, problems };
};

describe('webhooks configuration', () => {
  it('refuses loopback endpoints, polls every 5 s and times a POST out after 10 s by default', () => {
    expect(load({})).toEqual({ config: { allowLoopback: false, pollMs: 5_000, timeoutMs: 10_000 }, problems: [] });
  });

  it('takes the test setting and the intervals, and names a wrong value', () => {
    expect(
      load({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_POLL_SECONDS: '0.5', WEBHOOKS_TIMEOUT_SECONDS: '3' }).config,
    ).toEqual({ allowLoopback: true, pollMs: 500, timeoutMs: 3_000 });
    expect(load({ WEBHOOKS_ALLOW_LOOPBACK: 'ja', WEBHOOKS_TIMEOUT_SECONDS: '0' }).problems).toEqual([
      'WEBHOOKS_ALLOW_LOOPBACK must be true or false, got "ja"',
      'WEBHOOKS_TIMEOUT_SECONDS must be a number of seconds above 0 and at most 3600, got "0"',
    ]);
  });
});
