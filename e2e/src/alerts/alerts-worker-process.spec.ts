import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startPortalReplica, type PortalReplica } from '../portal-replica/replica-server.js';
import { PUBLIC_API_KEY, publicFetch } from '../support/api-session.js';
import { repoRoot, startAppProcess, type AppProcess } from '../support/app-process.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';
import { waitForConsumerGroup } from '../support/kafka-group.js';
import { waitForAlertMatcher } from '../support/wait-for-alert-matcher.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { runWorkerToExit, startWorkerProcess, type WorkerProcess } from '../support/worker-process.js';
import { healthReport } from '../support/health-report.js';

/**
 * `npm run worker -- alerts` as a process of its own (issue #15). Without a broker only its refusals can run
 * here; with `KAFKA_BROKERS` set (`.ci/run` starts the broker, `scripts/services/kafka.sh` locally) the rest
 * runs against it: clean SIGTERM, two matchers sharing the partitions, and a SIGKILL in the middle of a batch.
 */
describe('alerts worker process', () => {
  it('refuses to start on the in-process bus, saying why and what to do instead', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-worker-'));
    try {
      const { code, output } = await runWorkerToExit('alerts', { DATA_DIR: dir, MESSAGE_BUS: '', ALERT_MATCHER: '' });
      expect(code).toBe(1);
      expect(output).toContain('the alerts worker needs MESSAGE_BUS=kafka and KAFKA_BROKERS');
      expect(output).toContain('ALERT_MATCHER=in-process, the default');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists the workers when the name is unknown (exit 2)', async () => {
    const { code, output } = await runWorkerToExit('matcher', {});
    expect(code).toBe(2);
    expect(output).toContain('Unbekannter Worker: matcher');
    expect(output).toMatch(/alerts\s+der Alert-Abgleich/);
  });
});

const brokers = process.env.KAFKA_BROKERS;
const withKafka = brokers ? describe : describe.skip;
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
const ADMIN = { email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' };
/**
 * Each stack's own topics and consumer group on the shared broker (KAFKA_NAMESPACE): a broker that kept
 * messages of earlier runs or of the alerts benchmark must not feed them to this test's matchers.
 */
const freshNamespace = () => `e2e-${randomUUID().slice(0, 12)}`;

/** App (embedded store, matcher off), replica, SMTP server and the environment the workers share with the app. */
interface Stack {
  readonly app: AppProcess;
  readonly replica: PortalReplica;
  readonly smtp: TestSmtpServer;
  readonly env: Record<string, string>;
  readonly admin: (path: string, init?: RequestInit) => Promise<Response>;
  close(): Promise<void>;
}

async function startStack(): Promise<Stack> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-kafka-alerts-'));
  const replica = await startPortalReplica({ port: 0, seed: 15, volume: 6, today, days: 1 });
  const smtp = await startSmtpServer();
  const env = {
    DATA_DIR: dir,
    MESSAGE_BUS: 'kafka',
    KAFKA_FETCH_WAIT_MS: '250',
    // A killed matcher holds its partitions until its session times out: 10 s here instead of the default 30 s.
    KAFKA_SESSION_TIMEOUT_MS: '10000',
    KAFKA_BROKERS: brokers!,
    KAFKA_NAMESPACE: freshNamespace(),
    ALERT_MATCHER: 'worker',
  };
  const cli = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  expect(cli.status).toBe(0);
  const app = await startAppProcess(
    {
      ...env,
      PORTAL_URL: replica.url,
      IMPORT_DAYS: '1',
      IMPORT_DELAY_MS: '0',
      SMTP_URL: smtp.url,
      APP_URL: 'https://alerts.e2e.test',
      ALERT_DIGEST_TIME: 'off',
    },
    { direct: true },
  );
  const login = await publicFetch(app.baseUrl)('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}` },
    });
  return {
    app,
    replica,
    smtp,
    env,
    admin,
    close: async () => {
      await app.stop();
      await smtp.close();
      await replica.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Watched companies published on the portal today: `Prefix 1 GmbH`, `Prefix 2 GmbH`, … */
function publishWatched(replica: PortalReplica, prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${prefix} ${i + 1} GmbH`;
    const caseNumber = `74 IN ${9000 + i}/26`;
    replica.publish({
      court: 'Amtsgericht Köln',
      caseNumber,
      debtorName: name,
      seat: 'Köln',
      publicationType: 'eroeffnung',
      text:
        `Amtsgericht Köln, Aktenzeichen: ${caseNumber}\n\nÜber das Vermögen der ${name}, Hauptstraße ${i + 1}, ` +
        `50667 Köln, wird heute das Insolvenzverfahren eröffnet.\n\nAmtsgericht Köln, 11.03.2026`,
    });
    return name;
  });
}

async function importAndMatch(stack: Stack): Promise<void> {
  const started = new Date();
  expect((await stack.admin('/api/admin/import', { method: 'POST' })).status).toBe(202);
  await waitForImportToFinish(stack.app.baseUrl, started);
  await waitForAlertMatcher(stack.app.baseUrl, undefined, 120_000);
}

/** The matcher's record in the shared DATA_DIR: how often each case was matched for the one subscription. */
function matchesPerCase(dataDir: string): { matched: number[]; processedEvents: number } {
  const db = new DatabaseSync(join(dataDir, 'read-models.sqlite'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT COUNT(*) AS n FROM alert_matches GROUP BY case_id').all() as { n: number }[];
    const processed = db.prepare('SELECT COUNT(*) AS n FROM alert_processed_events').get() as { n: number };
    return { matched: rows.map((r) => r.n), processedEvents: processed.n };
  } finally {
    db.close();
  }
}

/** The digest to the admin: each watched name must appear exactly once. */
async function digestOnce(stack: Stack, names: readonly string[]): Promise<void> {
  const run = (await (await stack.admin('/api/admin/alerts/digest', { method: 'POST' })).json()) as Record<
    string,
    unknown
  >;
  expect(run).toMatchObject({ sent: 1, failed: 0, matcherBehind: 0 });
  const mails = stack.smtp.received.filter((m) => m.to.includes(ADMIN.email));
  expect(mails).toHaveLength(1);
  const text = mails[0].mail.text ?? '';
  for (const name of names) expect({ name, times: text.split(name).length - 1 }).toEqual({ name, times: 1 });
}

/** `handled` of a worker's last progress line (it logs one when it stops). */
const handledBy = (worker: WorkerProcess) =>
  Number([...worker.output().matchAll(/matched (\d+) messages/g)].at(-1)?.[1] ?? Number.NaN);

withKafka('alerts worker process with Kafka', () => {
  it('boots on Kafka and stops cleanly on SIGTERM (exit 0)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-worker-'));
    try {
      const worker = await startWorkerProcess('alerts', {
        DATA_DIR: dir,
        MESSAGE_BUS: 'kafka',
        KAFKA_FETCH_WAIT_MS: '250',
        KAFKA_BROKERS: brokers!,
        KAFKA_NAMESPACE: freshNamespace(),
        ALERT_MATCHER: 'worker',
      });
      expect(await worker.stop()).toBe(0);
      expect(worker.output()).toContain('alerts worker stopped');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('two matcher processes share the partitions: every case is matched once and mailed once', async () => {
    const stack = await startStack();
    const workers = [await startWorkerProcess('alerts', stack.env), await startWorkerProcess('alerts', stack.env)];
    try {
      // Both members hold partitions before anything is published (MATCHER_GROUP of the alert matcher).
      await waitForConsumerGroup(brokers!, `${stack.env.KAFKA_NAMESPACE}.alert-matcher`, 2);
      expect(
        (
          await stack.admin('/api/subscriptions', {
            method: 'POST',
            body: JSON.stringify({ email: ADMIN.email, companyName: 'Zweiprozess Bau', keywords: [], active: true }),
          })
        ).status,
      ).toBe(201);
      const names = publishWatched(stack.replica, 'Zweiprozess Bau', 24);
      // "behind" 0 means the group's committed offset reached the end of every partition: both members done.
      await importAndMatch(stack);
      const { matched, processedEvents } = matchesPerCase(stack.app.dataDir);
      expect(matched).toEqual(names.map(() => 1));
      for (const worker of workers) {
        const ended = await worker.stop();
        // The worker's last lines say why, should it not exit 0 (seen once in CI under load: ended by a signal).
        if (ended !== 0) throw new Error(`worker ended with ${ended}:\n${worker.output().slice(-4000)}`);
      }
      const handled = workers.map(handledBy);
      // Both got a share of the partitions. Together they handled every message; one handed over in a
      // rebalance may have come twice, but its event id was recorded once (the matches above).
      expect(handled.every((n) => n > 0)).toBe(true);
      expect(handled[0] + handled[1]).toBeGreaterThanOrEqual(processedEvents);
      await digestOnce(stack, names);
    } finally {
      for (const worker of workers) await worker.kill().catch(() => undefined);
      await stack.close();
    }
  }, 300_000);

  it('a matcher SIGKILLed mid-batch and restarted loses no case and mails none twice', async () => {
    const stack = await startStack();
    let worker = await startWorkerProcess('alerts', stack.env);
    try {
      expect(
        (
          await stack.admin('/api/subscriptions', {
            method: 'POST',
            body: JSON.stringify({ email: ADMIN.email, companyName: 'Absturz Handel', keywords: [], active: true }),
          })
        ).status,
      ).toBe(201);
      const names = publishWatched(stack.replica, 'Absturz Handel', 150);
      // The portal answers slowly until the kill: the import is still recording cases when the matcher has
      // committed its first ones, however fast this machine is (or slow the health calls under load).
      stack.replica.setFaults({ latencyMs: { min: 40, max: 80 } });
      const started = new Date();
      expect((await stack.admin('/api/admin/import', { method: 'POST' })).status).toBe(202);
      // Kill the matcher once it has committed part of the import while more is on its way: messages behind
      // its committed position, or the import still recording cases.
      const deadline = Date.now() + 120_000;
      for (;;) {
        const health = await healthReport<{
          components: { name: string; details: Record<string, unknown> }[];
        }>(stack.app.baseUrl);
        const matcher = health.components.find((c) => c.name === 'alert-matcher')!.details;
        const status = (await (await stack.admin('/api/insolvency/import-status')).json()) as {
          systemStatus: { status: string };
        };
        // `behind` is null while the broker cannot tell the group's lag (a rebalance as the worker joins).
        const more = ((matcher.behind as number | null) ?? 0) > 0 || status.systemStatus.status === 'running';
        if (BigInt((matcher.committedPosition as string | null) ?? '0') > 0n && more) break;
        if (Date.now() > deadline) throw new Error(`matcher never mid-import: ${JSON.stringify(matcher)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await worker.kill();
      stack.replica.setFaults({});
      await waitForImportToFinish(stack.app.baseUrl, started);
      worker = await startWorkerProcess('alerts', stack.env);
      // The killed member stays in the consumer group until its session times out (10 s here), and the partitions it
      // held wait that long: the health's "behind" counts every partition's uncommitted messages, so it is 0 only
      // once those are matched too. Then each case must be matched exactly once (a duplicate or a lost case shows).
      await waitForAlertMatcher(stack.app.baseUrl, undefined, 120_000);
      expect(matchesPerCase(stack.app.dataDir).matched).toEqual(names.map(() => 1));
      await digestOnce(stack, names);
      expect(await worker.stop()).toBe(0);
    } finally {
      await worker.kill().catch(() => undefined);
      await stack.close();
    }
  }, 300_000);
});
