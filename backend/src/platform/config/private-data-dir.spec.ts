import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../../test/test-app.js';
import { signUp } from '../../test/test-users.js';

/** Permission bits of every entry under `dir` (itself included), by path relative to it. */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>([['.', (await stat(dir)).mode & 0o777]]);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    found.set(path.slice(dir.length + 1), (await stat(path).catch(() => null))?.mode ?? 0o600);
  }
  for (const [path, mode] of found) found.set(path, mode & 0o777);
  return found;
}

describe('DATA_DIR holds personal data: owner only', () => {
  it('creates every file 0600 and directory 0700, and tightens what an older version left 0644/0755', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'modes-')), 'data');
    // As an older version or a careless copy left it: world-readable.
    await mkdir(join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(join(dataDir, 'outbox', 'alt.eml'), 'Subject: alt\r\n\r\nErika Löschmich', { mode: 0o644 });
    await writeFile(join(dataDir, 'jwt-secret'), `${'s'.repeat(48)}\n`, { mode: 0o644 });
    const t = await startTestApp({ DATA_DIR: dataDir });
    try {
      await signUp(t); // a write, and (without SMTP) a confirmation mail in the outbox
      const found = await modes(dataDir);
      // The SQLite files where the profile has them (distributed: KurrentDB's test server files, checked below).
      const sqlite = [
        ...(t.config.eventStore.kind === 'sqlite' ? ['events.sqlite'] : []),
        ...(t.config.readStore.kind === 'sqlite' ? ['read-models.sqlite'] : []),
      ];
      for (const name of [...sqlite, 'jwt-secret', 'stream-name-key', 'outbox/alt.eml']) {
        expect([name, found.get(name)]).toEqual([name, 0o600]);
      }
      if (sqlite.length > 0) expect([...found.keys()].some((name) => name.endsWith('-wal'))).toBe(true);
      const loose = [...found]
        .filter(([, mode]) => (mode & 0o077) !== 0)
        .map(([name, mode]) => `${name} ${mode.toString(8)}`);
      expect(loose).toEqual([]);
      expect(found.get('.')).toBe(0o700);
      expect(found.get('outbox')).toBe(0o700);
    } finally {
      await t.close();
      await rm(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
