import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

/** Another process holding the lock: a child node process that takes it and waits to be killed. */
async function holderProcess(dir: string): Promise<{ pid: number; kill(): Promise<void> }> {
  const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--no-warnings',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)}); lockDataDir(${JSON.stringify(dir)}); ` +
        `console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return {
    pid: child.pid!,
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

describe('DATA_DIR lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder naming the directory and the PID, in German and English, until the first dies', async () => {
    const holder = await holderProcess(dir);
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(
      `DATA_DIR ${dir} wird bereits von einem anderen Prozess (PID ${holder.pid}) verwendet`,
    );
    expect((refused as Error).message).toContain(`is already in use by another process (PID ${holder.pid})`);
    // SIGKILL: the kernel drops the lock, a restart takes it at once (nothing stale).
    await holder.kill();
    const lock = lockDataDir(dir);
    lock.release();
    lockDataDir(dir).release();
  });
});
