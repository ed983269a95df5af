import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * stripe-mock, Stripe's official mock server (speaks the real API, answers from Stripe's OpenAPI fixtures).
 * `.ci/run` installs it into `.ci/bin`; `STRIPE_MOCK_BIN` may point elsewhere.
 */
export function stripeMockBinary(): string | null {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
  const candidates = [process.env.STRIPE_MOCK_BIN, join(repoRoot, '.ci/bin/stripe-mock')];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** Two distinct free ports: both sockets stay bound until both are known (else one port may come back twice). */
async function twoFreePorts(): Promise<[number, number]> {
  const listen = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  const servers = [await listen(), await listen()];
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return [ports[0], ports[1]];
}

export interface StripeMock {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startStripeMock(binary: string): Promise<StripeMock> {
  const [port, httpsPort] = await twoFreePorts();
  // With -http-addr alone stripe-mock still opens HTTPS on its default port 12112 on every interface: a second
  // stripe-mock (another Jest worker's) then exits at once. Both on 127.0.0.1, on free ports.
  const child: ChildProcess = spawn(
    binary,
    ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${httpsPort}`],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/v1/customers`, { headers: { Authorization: 'Bearer sk_test_123' } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('stripe-mock did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
