import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from './jwt-secret.js';

describe('resolveJwtSecret', () => {
  it('prefers the configured secret and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jwt-'));
    expect(resolveJwtSecret('configured-secret-with-at-least-32-bytes', join(dir, 'jwt-secret'))).toBe(
      'configured-secret-with-at-least-32-bytes',
    );
    await expect(stat(join(dir, 'jwt-secret'))).rejects.toThrow();
    await rm(dir, { recursive: true });
  });

  it('generates a 384-bit secret on first start, private to the owner, and reuses it afterwards', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jwt-'));
    const file = join(dir, 'jwt-secret');
    const first = resolveJwtSecret(undefined, file);
    expect(Buffer.from(first, 'base64url').length).toBe(48);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, file)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    await rm(dir, { recursive: true });
  });
});
