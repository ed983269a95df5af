import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET_SEALER = Symbol('WEBHOOK_SECRET_SEALER');

/** Stored form of a sealed secret: `sealed:v1:` + base64url(IV 12 bytes ‖ GCM tag 16 bytes ‖ ciphertext). */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Webhook signing secrets encrypted at rest (AES-256-GCM, node:crypto). The vault must get the secret back to
 * sign, so it cannot hash it; sealing keeps a copy of the read store (a backup, a FerretDB dump, a page of a
 * deleted document) from signing for anyone without the server's key. The endpoint id is the additional
 * authenticated data: a sealed secret copied to another endpoint's document does not open. A stored value
 * without the prefix is a secret written before sealing existed (plain `whsec_…`): read as it is, sealed on the
 * next write.
 */
export class SecretSealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the webhook secret key must have 32 bytes');
  }

  seal(endpointId: string, secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(endpointId, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The secret of a stored value (sealed or plain); throws when it was sealed with another key or endpoint. */
  open(endpointId: string, stored: string): string {
    if (!isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(endpointId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The sealing key: `WEBHOOK_SECRET_KEY` (32 bytes, base64) when set, otherwise derived from the JWT secret
 * (HKDF-SHA256 with its own label, so the two keys are independent): every installation seals without a new
 * setting, and every process of a distributed installation has the same JWT secret already. Changing the JWT
 * secret then also makes the stored webhook secrets unreadable: set `WEBHOOK_SECRET_KEY` before rotating it.
 */
export function webhookSecretKey(configured: Buffer | undefined, jwtSecret: string): Buffer {
  if (configured) return configured;
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(jwtSecret, 'utf8'), Buffer.alloc(0), 'insolvenz/webhook-secret-vault/v1', 32),
  );
}
