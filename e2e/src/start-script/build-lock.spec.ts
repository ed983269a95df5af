import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../support/app-process.js';

const LIB = pathToFileURL(join(repoRoot, 'scripts', 'lib.js')).href;

/**
 * A process that takes the build lock the way `npm start` does (scripts/lib.js `withFileLock`), holds it for
 * `holdMs` and appends "start <name>" and "end <name>" to the journal while it does.
 */
function holder(lock: string, journal: string, name: string, holdMs: number) {
  const script = `
    import { appendFileSync } from 'node:fs';
    const { withFileLock } = await import(${JSON.stringify(LIB)});
    withFileLock(${JSON.stringify(lock)}, () => {
      appendFileSync(${JSON.stringify(journal)}, 'start ${name}\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
      appendFileSync(${JSON.stringify(journal)}, 'end ${name}\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/**
 * `npm start` builds what is stale under a lock (scripts/lib.js `buildWhatIsStale`): two starts at once after a
 * frontend edit both rebuilt the SPA into the same `dist`, so one app failed on an asset the other build replaced.
 */
describe('the build lock of npm start', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lets one process build at a time; the other waits and says so', async () => {
    const lock = join(dir, 'build.lock');
    const journal = join(dir, 'journal');
    await writeFile(journal, '');
    const results = await Promise.all([
      holder(lock, journal, 'a', 400),
      holder(lock, journal, 'b', 400),
      holder(lock, journal, 'c', 400),
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
    const lines = (await readFile(journal, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(6);
    // Never two holders at once: every start is followed by its own end.
    for (let i = 0; i < lines.length; i += 2) expect(lines[i + 1]).toBe(lines[i]!.replace('start', 'end'));
    expect(results.filter((r) => r.output.includes('Warte auf den Build eines anderen Prozesses'))).not.toHaveLength(0);
    await expect(readFile(lock)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('takes over a lock whose holder is gone (killed, or ended by a failed build)', async () => {
    const lock = join(dir, 'build.lock');
    const journal = join(dir, 'journal');
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    await writeFile(lock, gone.stdout.trim());
    const result = await holder(lock, journal, 'a', 0);
    expect(result).toEqual({ code: 0, output: '' });
    expect(await readFile(journal, 'utf8')).toBe('start a\nend a\n');
  });

  it('frees the lock when the work fails', async () => {
    const lock = join(dir, 'build.lock');
    const script = `
      const { withFileLock } = await import(${JSON.stringify(LIB)});
      try { withFileLock(${JSON.stringify(lock)}, () => { throw new Error('tsc failed'); }); }
      catch (error) { console.log(error.message); }`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('tsc failed');
    await expect(readFile(lock)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
