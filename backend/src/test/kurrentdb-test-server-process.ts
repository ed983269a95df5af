import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The KurrentDB test server (e2e/src/kurrentdb-test-server, built to e2e/dist) as a child process, one per test
 * app, so the HTTP suites can run on the KurrentDB adapter (TEST_EVENT_STORE=kurrentdb; .ci/run does a second
 * run of the case and accounts suites that way).
 */
export interface KurrentDbTestServerProcess {
  readonly connectionString: string;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../../../e2e/dist/kurrentdb-test-server/main.js', import.meta.url));

/** `port` 0 picks a free one; pass the previous port to restart a server on the same data directory. */
export async function startKurrentDbTestServerProcess(
  dataDir: string,
  port = 0,
): Promise<KurrentDbTestServerProcess & { readonly port: number }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build it first (npm run build:server)`);
  const child: ChildProcess = spawn(process.execPath, [MAIN, '--port', String(port), '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const bound = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`kurrentdb test server exited (${code}): ${output}`)));
  });
  // A test process that exits without `stop` (Jest's forced exit after a hook timed out) takes the server with it:
  // left running, it held the CI block's output pipe open, and the run waited for it (CI run 24).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    port: bound,
    connectionString: `kurrentdb://127.0.0.1:${bound}?tls=false`,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
