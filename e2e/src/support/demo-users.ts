import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './app-process.js';

/** The Pro account of `demo-users` (backend/src/cli/demo-users.command.ts). */
export const DEMO_PRO = { email: 'pro-monatlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' } as const;

/**
 * Creates the demo accounts in `dataDir` with the CLI command `npm run demo` uses (built backend), before the app
 * starts there: a test that must see every search result logs in as `DEMO_PRO`.
 */
export function createDemoUsers(dataDir: string): void {
  const users = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (users.status !== 0) throw new Error(`demo-users failed: ${users.stderr}`);
}
