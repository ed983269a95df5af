import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './app-process.js';

/** The Pro account of `demo-users` (backend/src/cli/demo-users.command.ts). */
export const DEMO_PRO = { email: 'pro-monatlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' } as const;

const CLI = join(repoRoot, 'backend/dist/cli/main.js');

/**
 * Creates the demo accounts in `dataDir` with the CLI command `npm run demo` uses (built backend), before the app
 * starts there: a test that must see every search result logs in as `DEMO_PRO`.
 */
export function createDemoUsers(dataDir: string): void {
  const users = spawnSync(process.execPath, [CLI, 'demo-users'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (users.status !== 0) throw new Error(`demo-users failed: ${users.stderr}`);
}

/**
 * The same command on an installation's variables (PROFILE=distributed: it writes to KurrentDB and waits for the
 * projections worker), without blocking this process: the processes a distributed test starts meanwhile keep
 * their output read (a synchronous spawn held every pipe of the test process until the command ended). Resolves
 * with what the command wrote to stderr (nothing when all went well).
 */
export function createDemoUsersIn(env: Record<string, string>): Promise<{ readonly stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'demo-users'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve({ stderr }) : reject(new Error(`demo-users failed (${code ?? signal}): ${stderr}`)),
    );
  });
}
