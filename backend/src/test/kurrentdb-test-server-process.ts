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
  // The server exits when its standard input closes, which happens however this process ends (Jest's forced exit
  // after a hook timed out, a kill): left running, it held the CI block's output pipe open through its inherited
  // stderr, and the run waited for it until CI's time was up (CI runs 24 and 50). A listener for the `exit` event
  // does not help here: Jest gives a test file a copy of `process` whose events the real process never emits. Its
  // stderr is passed on rather than inherited, for the same reason.
  const child: ChildProcess = spawn(
    process.execPath,
    [MAIN, '--port', String(port), '--data', dataDir, '--exit-with-stdin'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const bound = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`kurrentdb test server exited (${code}): ${output}`)));
  });
  return {
    port: bound,
    connectionString: `kurrentdb://127.0.0.1:${bound}?tls=false`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
