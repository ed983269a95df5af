/** Settings of webhook delivery (README "Webhooks"). */
export interface WebhooksConfig {
  /**
   * `WEBHOOKS_ALLOW_LOOPBACK=true`: endpoints on 127.0.0.1 (also over http) are allowed. A test and demo setting
   * only: in production it would let users make the server POST to its own loopback services.
   */
  readonly allowLoopback: boolean;
  /** `WEBHOOKS_POLL_SECONDS` (default 5): how often the dispatcher and the sender look for work without a wake-up. */
  readonly pollMs: number;
  /** `WEBHOOKS_TIMEOUT_SECONDS` (default 10): how long one POST may take before it counts as failed. */
  readonly timeoutMs: number;
  /**
   * `WEBHOOK_SECRET_KEY` (32 bytes, base64): the key the signing secrets are encrypted with at rest; unset:
   * derived from the JWT secret (`secret-sealer.ts`).
   */
  readonly secretKey: Buffer | undefined;
}

export function loadWebhooksConfig(value: (name: string) => string | undefined, problems: string[]): WebhooksConfig {
  const seconds = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isFinite(parsed) || parsed <= 0 || parsed > 3600) {
      problems.push(`${name} must be a number of seconds above 0 and at most 3600, got "${raw}"`);
      return fallback;
    }
    return parsed;
  };
  const loopback = value('WEBHOOKS_ALLOW_LOOPBACK') ?? 'false';
  if (loopback !== 'true' && loopback !== 'false')
    problems.push(`WEBHOOKS_ALLOW_LOOPBACK must be true or false, got "${loopback}"`);
  return {
    secretKey: secretKey(value('WEBHOOK_SECRET_KEY'), problems),
    allowLoopback: loopback === 'true',
    pollMs: Math.round(seconds('WEBHOOKS_POLL_SECONDS', 5) * 1000),
    timeoutMs: Math.round(seconds('WEBHOOKS_TIMEOUT_SECONDS', 10) * 1000),
  };
}

function secretKey(raw: string | undefined, problems: string[]): Buffer | undefined {
  if (raw === undefined || raw === '') return undefined;
  const key = Buffer.from(raw, 'base64');
  // Buffer.from ignores what is not base64: a value that does not come back the same was not a key.
  const canonical = (text: string) => text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (key.length !== 32 || canonical(key.toString('base64')) !== canonical(raw.trim())) {
    problems.push(
      'WEBHOOK_SECRET_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`); leave it unset to derive one from the JWT secret',
    );
    return undefined;
  }
  return key;
}
