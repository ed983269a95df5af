import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/), through the specification's own library
 * (`standardwebhooks`): `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. During a rotation's
 * grace period the header carries one signature per valid secret, space-separated, as the specification allows;
 * a receiver accepts the message if any of them verifies with the secret it holds.
 */

/** `whsec_` + base64 of 32 random bytes (the specification asks for 24 to 64). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** What the owner sees of a secret later: its last 4 characters. */
export function secretHint(secret: string): string {
  return secret.slice(-4);
}

export interface SignedHeaders {
  readonly 'webhook-id': string;
  readonly 'webhook-timestamp': string;
  readonly 'webhook-signature': string;
}

/** The three headers for `body`, sent at `at`, signed with every secret given (current first). */
export function signWebhook(id: string, at: Date, body: string, secrets: readonly string[]): SignedHeaders {
  if (secrets.length === 0) throw new Error(`webhook ${id}: no secret to sign with`);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}
