import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './app-process.js';

export interface WorkerProcess {
  readonly name: string;
  readonly output: () => string;
  /** SIGTERM; resolves with the exit code. */
  /** SIGTERM; the exit code, or the signal that ended the worker (a failed test then says which). */
  stop(): Promise<number | NodeJS.Signals | null>;
  /** SIGKILL: the worker dies at once, mid-batch if it is matching. */
  kill(): Promise<void>;
}

/** Runs `npm run worker -- <name>` (the built entry, so signals reach the worker itself) until it said it runs. */
export async function startWorkerProcess(name: string, env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [join(repoRoot, 'backend', 'dist', 'workers', 'main.js'), name], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes('worker running')) {
    if (child.exitCode !== null) throw new Error(`worker ${name} exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker ${name} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs a worker that is expected to refuse to start: its exit code and output. */
export function runWorkerToExit(
  name: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(repoRoot, 'backend', 'dist', 'workers', 'main.js'), name], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
