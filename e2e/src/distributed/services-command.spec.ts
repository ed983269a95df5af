import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.js';
import { repoRoot } from '../support/app-process.js';

/**
 * `npm run services -- start|stop|status` as a user runs it. Kafka and the MongoDB test server are the ones
 * the environment names (`.ci/run` starts them; locally `scripts/services/kafka.sh start` and
 * `scripts/services/ferretdb.sh start`): with KAFKA_BROKERS and MONGO_URL set the command only checks them and
 * never stops them. The KurrentDB test server is started and stopped on a port of the test's own, with its PID
 * file, log and data in a temporary XDG_CACHE_HOME.
 */
function services(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', 'services', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The status line of one service: address, PID, where the address comes from, state. */
function line(stdout: string, service: string): string {
  const found = stdout.split('\n').find((l) => l.startsWith(`${service} `));
  if (!found) throw new Error(`no line for ${service} in:\n${stdout}`);
  return found;
}

describe('npm run services', () => {
  it('exits 1 and names the variable when a URL is set but its server does not answer', async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await services(['status'], {
      MONGO_URL: `mongodb://127.0.0.1:${port}/services_check`,
    });
    expect(code).toBe(1);
    expect(line(stdout, 'mongo')).toMatch(
      new RegExp(
        `mongodb://127\\.0\\.0\\.1:${port}/services_check\\s+-\\s+MONGO_URL\\s+does not answer: .*ECONNREFUSED`,
      ),
    );
    expect(stderr).toContain(
      `mongo: MONGO_URL=mongodb://127.0.0.1:${port}/services_check is set but the server does not answer`,
    );
  }, 120_000);

  it('never prints the password of a URL', async () => {
    const port = await freePort();
    const { stdout, stderr } = await services(['status'], {
      MONGO_URL: `mongodb://reader:geheim-123@127.0.0.1:${port}/services_check`,
    });
    expect(line(stdout, 'mongo')).toContain(`mongodb://***@127.0.0.1:${port}/services_check`);
    expect(stdout + stderr).not.toContain('geheim-123');
  }, 120_000);
});

const kafkaBrokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;
const withServers = kafkaBrokers && mongoUrl ? describe : describe.skip;

if (process.env.CI && !(kafkaBrokers && mongoUrl)) {
  it('has Kafka and the MongoDB test server in CI', () => {
    throw new Error('KAFKA_BROKERS and MONGO_URL are not set: .ci/run starts both servers');
  });
}

withServers('npm run services on the running servers (KAFKA_BROKERS, MONGO_URL)', () => {
  let kurrentDbPort: number;
  let env: Record<string, string | undefined>;
  let cacheDir: string;

  beforeAll(async () => {
    kurrentDbPort = await freePort();
    cacheDir = await mkdtemp(join(tmpdir(), 'e2e-services-'));
    env = {
      KAFKA_BROKERS: kafkaBrokers,
      MONGO_URL: mongoUrl,
      KURRENTDB_URL: undefined,
      KURRENTDB_PORT: `${kurrentDbPort}`,
      XDG_CACHE_HOME: cacheDir,
    };
  });

  afterAll(async () => {
    await services(['stop'], env);
    await rm(cacheDir, { recursive: true, force: true });
  }, 120_000);

  it('starts the KurrentDB test server, checks all three and prints what to export', async () => {
    const started = await services(['start'], env);
    expect(started.stderr).toContain('kafka: KAFKA_BROKERS is set');
    expect(started.stderr).toContain('mongo: MONGO_URL is set');
    expect(started.code).toBe(0);
    const kurrentDbUrl = `kurrentdb://127.0.0.1:${kurrentDbPort}?tls=false`;
    expect(started.stdout).toContain(
      [
        'export PROFILE=distributed',
        `export KURRENTDB_URL='${kurrentDbUrl}'`,
        `export MONGO_URL='${mongoUrl}'`,
        `export KAFKA_BROKERS='${kafkaBrokers}'`,
      ].join('\n'),
    );

    const status = await services(['status'], env);
    expect(status.code).toBe(0);
    expect(line(status.stdout, 'kafka')).toMatch(/\s+KAFKA_BROKERS\s+answers \(metadata: \d+ broker\(s\)/);
    expect(line(status.stdout, 'mongo')).toMatch(/\s+MONGO_URL\s+answers \(ping answered in \d+ ms\)/);
    expect(line(status.stdout, 'kurrentdb')).toMatch(
      new RegExp(
        `^kurrentdb\\s+kurrentdb://127\\.0\\.0\\.1:${kurrentDbPort}\\?tls=false\\s+\\d+\\s+test server\\s+answers \\(read of \\$all`,
      ),
    );
  }, 180_000);

  it('stops only the server it started, and status then says which one is down', async () => {
    const stopped = await services(['stop'], env);
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('kafka: KAFKA_BROKERS is set, not stopping');
    expect(stopped.stdout).toContain('mongo: MONGO_URL is set, not stopping');
    expect(stopped.stdout).toMatch(/kurrentdb test server stopped \(pid \d+\)/);

    const status = await services(['status'], env);
    expect(status.code).toBe(1);
    expect(line(status.stdout, 'kafka')).toContain('answers');
    expect(line(status.stdout, 'mongo')).toContain('answers');
    expect(line(status.stdout, 'kurrentdb')).toMatch(/\s-\s+test server\s+does not answer/);
    expect(status.stderr).toContain(
      `kurrentdb: the local test server on kurrentdb://127.0.0.1:${kurrentDbPort}?tls=false does not answer`,
    );
  }, 180_000);
});
