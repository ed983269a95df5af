import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { PUBLIC_API_KEY } from './api-session.js';
import { HARNESS_ADMIN, rememberAppAdmin } from './health-report.js';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface AppProcess {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The process id (the app itself with `direct`, else the npm start wrapper). */
  readonly pid: number;
  /** The PUBLIC_API_KEY the app was started with. */
  readonly apiKey: string;
  readonly output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, mid-write if it is writing. */
  kill(): Promise<void>;
}

/**
 * Starts the application exactly as a user does (`npm start` runs scripts/start.js) on a free port and a
 * temporary DATA_DIR, and waits until it is ready (/api/health/ready). Its administrator is HARNESS_ADMIN unless
 * `env` names one (ADMIN_EMAIL/ADMIN_PASSWORD): the detailed /api/health is for administrators.
 */
export async function startAppProcess(
  env: Record<string, string> = {},
  options: { direct?: boolean } = {},
): Promise<AppProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'e2e-app-')));
  // `direct` runs the built server itself (no npm start wrapper), so that SIGKILL hits the app process.
  const entry = options.direct ? join(repoRoot, 'backend', 'dist', 'main.js') : join(repoRoot, 'scripts', 'start.js');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      IMPORT_SCHEDULE: 'off',
      // No start-up warm-up (0.3–1.7 s of each of the suite's many starts; CI time). Its own test: app-shell.spec.
      HTTP_WARM_UP_REQUESTS: '0',
      ADMIN_EMAIL: HARNESS_ADMIN.email,
      ADMIN_PASSWORD: HARNESS_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Nest re-raises SIGTERM after its shutdown hooks ran: dying by our own SIGTERM is a clean stop.
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 0 : null))),
  );
  // An app that goes away while a test still talks to it leaves only "fetch failed" in the test's error: its own
  // last words say why (a CI run once lost the intraday poll's app that way, without a trace).
  // Not for an app that ends during its start: that is the error `startAppProcess` throws (some tests expect it).
  let stopping = false;
  let ready = false;
  child.once('exit', (code, signal) => {
    if (ready && !stopping && code !== 0) {
      console.error(`app on ${port} exited unexpectedly (code ${code}, signal ${signal}):\n${output.slice(-6000)}`);
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiKey = env.PUBLIC_API_KEY ?? PUBLIC_API_KEY;
  rememberAppAdmin(baseUrl, {
    email: env.ADMIN_EMAIL ?? HARNESS_ADMIN.email,
    password: env.ADMIN_PASSWORD ?? HARNESS_ADMIN.password,
  });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output}`);
    // Only once this app says it listens: a port from `freePort()` is free when asked, and another test's app
    // started at the same moment could be given it too; its answers must not pass for this app's.
    try {
      if (output.includes(`listening on http://localhost:${port} `) && (await fetch(`${baseUrl}/api/health/ready`)).ok)
        break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`app did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  ready = true;
  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    apiKey,
    output: () => output,
    kill: async () => {
      stopping = true;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      const code = await exited;
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
