import { randomBytes } from 'node:crypto';
import { loadWebhooksConfig } from './webhooks-config.js';

const load = (env: Record<string, string>) => {
  const problems: string[] = [];
  const config = loadWebhooksConfig((name) => env[name], problems);
  return { config, problems };
};

describe('webhooks configuration', () => {
  it('refuses loopback endpoints, polls every 5 s and times a POST out after 10 s by default', () => {
    expect(load({})).toEqual({
      config: { allowLoopback: false, pollMs: 5_000, timeoutMs: 10_000, secretKey: undefined },
      problems: [],
    });
  });

  it('takes a 32-byte WEBHOOK_SECRET_KEY in base64 and names anything else', () => {
    const key = randomBytes(32);
    expect(load({ WEBHOOK_SECRET_KEY: key.toString('base64') }).config.secretKey).toEqual(key);
    const problem =
      'WEBHOOK_SECRET_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`); leave it unset to derive one from the JWT secret';
    expect(load({ WEBHOOK_SECRET_KEY: randomBytes(16).toString('base64') }).problems).toEqual([problem]);
    expect(load({ WEBHOOK_SECRET_KEY: 'kein Schlüssel, sondern ein Satz mit 44 Zeichen.' }).problems).toEqual([
      problem,
    ]);
  });

  it('takes the test setting and the intervals, and names a wrong value', () => {
    expect(
      load({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_POLL_SECONDS: '0.5', WEBHOOKS_TIMEOUT_SECONDS: '3' }).config,
    ).toEqual({ allowLoopback: true, pollMs: 500, timeoutMs: 3_000, secretKey: undefined });
    expect(load({ WEBHOOKS_ALLOW_LOOPBACK: 'ja', WEBHOOKS_TIMEOUT_SECONDS: '0' }).problems).toEqual([
      'WEBHOOKS_ALLOW_LOOPBACK must be true or false, got "ja"',
      'WEBHOOKS_TIMEOUT_SECONDS must be a number of seconds above 0 and at most 3600, got "0"',
    ]);
  });
});
