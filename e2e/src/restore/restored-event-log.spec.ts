import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startAppProcess, type AppProcess } from '../support/app-process.js';

/**
 * An operator restores the event log from an older backup and keeps the read models (or points the app at another
 * log). The read models' checkpoints then lie beyond the log's end: following it from there skipped, silently,
 * every event written to the restored log until it passed them (accounts registered after the restore could not
 * log in). The app refuses to start and says what to do; `npm run replay -- --all` rebuilds, and it starts again.
 */
describe('an event log restored from an older backup behind newer read models', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'restored-log-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const account = (name: string) => ({ email: `${name}@wiederhergestellt.example.de`, password: 'Sicher-Passwort-26' });

  async function register(app: AppProcess, name: string): Promise<void> {
    const response = await fetch(`${app.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': app.apiKey },
      body: JSON.stringify({ ...account(name), firstName: 'Rita', lastName: name }),
    });
    expect(response.status).toBe(201);
  }

  async function logIn(app: AppProcess, name: string): Promise<number> {
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': app.apiKey },
      body: JSON.stringify(account(name)),
    });
    return response.status;
  }

  function replayAll(): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [join(repoRoot, 'projections', 'dist', 'replay', 'replay-cli.js'), '--all'],
        {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dir },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('refuses to start until the read models are rebuilt, then serves the restored log and what follows', async () => {
    const first = await startAppProcess({ DATA_DIR: dir }, { direct: true });
    await register(first, 'vor-der-sicherung');
    expect(await first.stop()).toBe(0);
    await copyFile(join(dir, 'events.sqlite'), join(dir, 'backup.sqlite'));

    const second = await startAppProcess({ DATA_DIR: dir }, { direct: true });
    for (const name of ['nach-der-sicherung-1', 'nach-der-sicherung-2']) await register(second, name);
    expect(await second.stop()).toBe(0);
    for (const suffix of ['', '-wal', '-shm']) await rm(join(dir, `events.sqlite${suffix}`), { force: true });
    await copyFile(join(dir, 'backup.sqlite'), join(dir, 'events.sqlite'));

    const refused = await startAppProcess({ DATA_DIR: dir }, { direct: true }).then(
      (app) => app.stop().then(() => 'started'),
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(/read model [a-z-]+ is at position \d+, beyond the end of the event log \(\d+\)/);
    expect(refused).toContain('rebuild the read models (npm run replay -- --all)');

    const replay = await replayAll();
    expect(replay.code).toBe(0);
    expect(replay.output).toMatch(/accounts: rebuilt up to position \d+/);

    const restored = await startAppProcess({ DATA_DIR: dir }, { direct: true });
    try {
      expect(await logIn(restored, 'vor-der-sicherung')).toBe(200);
      // Not in the restored log: gone with it.
      expect(await logIn(restored, 'nach-der-sicherung-1')).toBe(401);
      await register(restored, 'nach-der-wiederherstellung');
      expect(await logIn(restored, 'nach-der-wiederherstellung')).toBe(200);
    } finally {
      expect(await restored.stop()).toBe(0);
    }
  }, 120_000);
});
