import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * The JWT secret from configuration, or one generated on first start and kept in DATA_DIR (mode 0600), so
 * sessions survive restarts without a secret ever being committed (docs/DESIGN.md §10).
 */
export function resolveJwtSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
