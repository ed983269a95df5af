import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../platform/config/app-config.js';
import { AccountsCliModule } from './accounts-cli.module.js';

/**
 * How long a command waits for the projections (another process on the distributed profile) to show what it
 * recorded, unless `PROJECTION_WAIT_SECONDS` says otherwise. An HTTP request waits 5 s (below the SPA's 10 s time-out);
 * nobody's time-out limits a terminal, and under load 5 s was not enough: `demo-users` failed although its accounts
 * were recorded (issue #27).
 */
export const CLI_PROJECTION_WAIT_SECONDS = '60';

/**
 * The accounts part of the application, without HTTP, on the DATA_DIR of the environment: the same command
 * handlers and checks as the API (uniqueness, hashing, events). Only the accounts module is loaded, so no
 * import, schedule or reactor of a server running on the same DATA_DIR is touched (AccountsCliModule).
 */
export async function withApplication<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const config = loadConfig(
    { PROJECTION_WAIT_SECONDS: CLI_PROJECTION_WAIT_SECONDS, ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    { spaDir: '.' },
  );
  const app = await NestFactory.createApplicationContext(AccountsCliModule.forRoot(config), { logger: ['error'] });
  try {
    await app.init();
    return await work(app);
  } finally {
    await app.close();
  }
}

/** `--name value` pairs of a command line. */
export function options(args: string[]): Map<string, string> {
  const result = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) result.set(arg.slice(2), args[i + 1] ?? '');
    if (arg.startsWith('--')) i++;
  }
  return result;
}
