import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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

export async function startKurrentDbTestServerProcess(dataDir: string): Promise<KurrentDbTestServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [MAIN, '--port', '0', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`kurrentdb test server exited (${code}): ${output}`)));
  });
  return {
    connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
