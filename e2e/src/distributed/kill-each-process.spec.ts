import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, berlinDate } from '@insolvenz/backend/platform/clock/berlin-time.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { Rng } from '../portal-replica/generator/random.js';
import { generateDay, startPortalReplica, type PortalReplica } from '../portal-replica/replica-server.js';
import { PUBLIC_API_KEY, publicFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { createDemoUsersIn } from '../support/demo-users.js';
import { freePort } from '../support/free-port.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';
import { waitForAlertMatcher } from '../support/wait-for-alert-matcher.js';
import { waitForProjections } from '../support/wait-for-projections.js';
import { startWorkerProcess } from '../support/worker-process.js';
import { mailedCases } from './support/digest-mails.js';
import { distributedEnv, MONGO_URL, withDistributedServers } from './support/distributed-servers.js';
import { compareReadModels } from './support/read-model-comparison.js';
import { waitForWorkerProjections } from './support/worker-health.js';

/**
 * The kill test of the distributed profile (issue #18): during an import with alerts on, every process (the
 * projections, feed, alerts and scheduler workers and the API) is killed once with SIGKILL at a random moment and
 * restarted after a short pause. Afterwards every expected alert is mailed exactly once, the read models equal a
 * replay of the event log into a fresh database, and the import run (resumed by the restarted scheduler when it
 * was the one killed) is recorded as completed with the cases of every day.
 *
 * The moments come from a seed printed at the start; `KILL_TEST_SEED=<seed>` repeats a run's order and timing.
 */
const PROCESSES = ['projections', 'feed', 'alerts', 'scheduler', 'api'] as const;
type ProcessName = (typeof PROCESSES)[number];
const DAYS = 5;
const REPLICA = { seed: 18, volume: 60 };
/** Portal latency while the kills happen: the import must still run at the last one (asserted below). */
const SLOW_PORTAL = { latencyMs: { min: 400, max: 700 } };
const today = berlinDate(new Date());
const days = Array.from({ length: DAYS }, (_, i) => addDays(today, -i));

// The demo accounts (Pro plans, created by the CLI): each watches its own address.
const ADMIN = { email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' };
const MONTHLY = { email: 'pro-monatlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' };
const YEARLY = { email: 'pro-jaehrlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' };

/** Notices published on the replica beside the generated ones, spread over the imported days. */
const WATCHED_NOTICES = [
  { debtorName: 'Zwirbelwerk Kiltest GmbH', caseNumber: '75 IN 9101/26', day: 0 },
  { debtorName: 'Zwirbelwerk Kiltest GmbH', caseNumber: '75 IN 9102/26', day: 2 },
  { debtorName: 'Quendelbau Nordkamp GmbH', caseNumber: '75 IN 9201/26', day: 1 },
  { debtorName: 'Quendelbau Nordkamp GmbH', caseNumber: '75 IN 9202/26', day: 3 },
  { debtorName: 'Harzfluss Spedition GmbH', caseNumber: '75 IN 9301/26', day: 0 },
  { debtorName: 'Harzfluss Spedition GmbH', caseNumber: '75 IN 9302/26', day: 4 },
];
const SUBSCRIPTIONS = [
  { user: ADMIN, companyName: 'Zwirbelwerk Kiltest GmbH', keywords: [] },
  { user: MONTHLY, companyName: 'Quendelbau Nordkamp GmbH', keywords: [] },
  { user: YEARLY, companyName: 'Harzfluss Spedition GmbH', keywords: [] },
  // A word of the name and a keyword (the court's seat): the same cases as MONTHLY's, to another address.
  { user: YEARLY, companyName: 'Quendelbau', keywords: ['Köln'] },
];
/** (recipient, Aktenzeichen) of every alert the digest must mail, once each. */
const EXPECTED_ALERTS = [
  `${ADMIN.email} 75 IN 9101/26`,
  `${ADMIN.email} 75 IN 9102/26`,
  `${MONTHLY.email} 75 IN 9201/26`,
  `${MONTHLY.email} 75 IN 9202/26`,
  `${YEARLY.email} 75 IN 9201/26`,
  `${YEARLY.email} 75 IN 9202/26`,
  `${YEARLY.email} 75 IN 9301/26`,
  `${YEARLY.email} 75 IN 9302/26`,
].sort();

function publishWatched(replica: PortalReplica): void {
  for (const { debtorName, caseNumber, day } of WATCHED_NOTICES) {
    const date = days[day]!;
    const [y, m, d] = date.split('-');
    replica.publish({
      court: 'Amtsgericht Köln',
      caseNumber,
      debtorName,
      seat: 'Köln',
      publicationType: 'eroeffnung',
      publicationDate: date,
      text:
        `Amtsgericht Köln, Aktenzeichen: ${caseNumber}\n\nÜber das Vermögen der ${debtorName}, Hafenstraße 7, ` +
        `50667 Köln, wird heute das Insolvenzverfahren eröffnet.\n\nAmtsgericht Köln, ${d}.${m}.${y}`,
    });
  }
}

/** A case by court and Aktenzeichen; the court as the notice text names it (the listing adds the seat: `Amtsgericht Oldenburg (Oldenburg)`). */
const caseKey = (c: { court: string; caseNumber: string }) => `${c.court.replace(/ \(.*\)$/, '')}|${c.caseNumber}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface ImportRunDoc {
  runId: string;
  session: string;
  status: 'running' | 'completed' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  failureReason: string | null;
}

/** A running process of the installation, whichever kind. */
interface Running {
  readonly output: () => string;
  kill(): Promise<void>;
  stop(): Promise<number | NodeJS.Signals | null>;
}

withDistributedServers('kill each distributed process', () => {
  describe('PROFILE=distributed: SIGKILL each process once during an import with alerts on', () => {
    let dir: string;
    let kurrentDb: KurrentDbTestServerProcess;
    let replica: PortalReplica;
    let smtp: TestSmtpServer;
    let mongoUrl: string;
    let replayUrl: string;
    let env: Record<string, string>;
    let app: AppProcess | undefined;
    const running = new Map<ProcessName | 'replay', Running>();
    /** Every incarnation's output, printed when the test fails. */
    const outputs: { name: string; output: () => string }[] = [];

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'e2e-kill-'));
      kurrentDb = await startKurrentDbTestServerProcess(join(dir, 'kurrentdb'));
      replica = await startPortalReplica({ port: 0, ...REPLICA, today, days: DAYS, faults: SLOW_PORTAL });
      publishWatched(replica);
      smtp = await startSmtpServer();
      mongoUrl = freshAppDatabaseUrl(MONGO_URL);
      replayUrl = freshAppDatabaseUrl(MONGO_URL);
      env = {
        ...distributedEnv({
          dataDir: dir,
          kurrentDbUrl: kurrentDb.connectionString,
          mongoUrl,
          portalUrl: replica.url,
          smtpUrl: smtp.url,
          namespace: 'e2e-kill',
        }),
        IMPORT_DAYS: String(DAYS),
        // A killed scheduler's run is closed as interrupted (and resumed) once its lease expired.
        IMPORT_LEASE_SECONDS: '6',
      };
    }, 120_000);

    afterAll(async () => {
      for (const process of running.values()) await process.kill().catch(() => undefined);
      await smtp?.close();
      await replica?.close();
      await kurrentDb?.stop();
      for (const url of [mongoUrl, replayUrl]) if (url) await dropTestDatabase(url).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }, 120_000);

    /** Starts (or restarts) a process; the scheduler imports at its first start only, later it resumes. */
    async function start(name: ProcessName, extra: Record<string, string> = {}): Promise<void> {
      const incarnation = outputs.filter((o) => o.name.startsWith(name)).length + 1;
      if (name === 'api') {
        app = await startAppProcess({ ...env, ...extra }, { direct: true });
        const api = app;
        running.set(name, { output: api.output, kill: () => api.kill(), stop: () => api.stop() });
      } else {
        const process = await startWorkerProcess(name, {
          ...env,
          HEALTH_PORT: String(await freePort()),
          ...extra,
        });
        running.set(name, process);
      }
      outputs.push({ name: `${name} #${incarnation}`, output: running.get(name)!.output });
    }

    async function login(user: {
      email: string;
      password: string;
    }): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
      const response = await publicFetch(app!.baseUrl)('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(user),
      });
      expect({ user: user.email, status: response.status }).toEqual({ user: user.email, status: 200 });
      const { token } = (await response.json()) as { token: string };
      return (path, init = {}) =>
        fetch(`${app!.baseUrl}${path}`, {
          ...init,
          headers: {
            'Content-Type': 'application/json',
            'X-API-Key': PUBLIC_API_KEY,
            Authorization: `Bearer ${token}`,
          },
        });
    }

    it('mails every expected alert once, keeps read models equal to a replay and completes the import', async () => {
      const seed = Number(process.env.KILL_TEST_SEED ?? Math.floor(Math.random() * 2 ** 31));
      console.warn(`kill test seed ${seed} (KILL_TEST_SEED=${seed} repeats the order and moments of the kills)`);
      const rng = new Rng(seed);
      const live = await openMongoConnection(mongoUrl);
      // The import-runs read model (the MongoDB projection store keeps each run under `doc`).
      const runs = async () =>
        (await databaseOf(live).collection<{ doc: ImportRunDoc }>('rm_import_runs').find().toArray()).map((r) => r.doc);
      try {
        const began = Date.now();
        const phases: string[] = [];
        const phase = (label: string) => phases.push(`${label}: ${Math.round((Date.now() - began) / 1000)} s`);
        // Side by side: the workers, the API and the demo accounts (three Pro users, on the shared stores; the CLI
        // waits for the projections worker to show them). Every process that started is killed in afterAll.
        const starts = await Promise.allSettled([
          start('projections'),
          start('feed'),
          start('alerts'),
          start('api'),
          createDemoUsersIn(env),
        ]);
        expect(starts.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual([]);
        expect(starts[4]).toEqual({ status: 'fulfilled', value: { stderr: '' } });
        // Subscriptions match cases recorded after them: all exist before the import starts.
        for (const { user, companyName, keywords } of SUBSCRIPTIONS) {
          const response = await (
            await login(user)
          )('/api/subscriptions', {
            method: 'POST',
            body: JSON.stringify({ email: user.email, companyName, keywords, active: true }),
          });
          expect({ companyName, keywords, status: response.status }).toEqual({ companyName, keywords, status: 201 });
        }

        // The scheduler runs the import (IMPORT_ON_START at its first start); then each process dies once.
        phase('processes started, subscribed');
        await start('scheduler', { IMPORT_ON_START: 'true' });
        const startedBy = Date.now() + 60_000;
        while (!(await runs()).some((run) => run.status === 'running')) {
          if (Date.now() > startedBy) throw new Error('the scheduler did not start the import');
          await sleep(200);
        }
        const kills: string[] = [];
        let lastKill = new Date();
        for (const name of shuffled(PROCESSES, rng)) {
          await sleep(rng.int(500, 3000));
          const open = (await runs()).filter((run) => run.status === 'running').length;
          lastKill = new Date();
          await running.get(name)!.kill();
          kills.push(`${name} at ${lastKill.toISOString()} (${open} run(s) open in the read model)`);
          await sleep(rng.int(300, 2000));
          await start(name, name === 'scheduler' ? { IMPORT_ON_START: 'false' } : {});
        }
        console.warn(`kills (seed ${seed}):\n  ${kills.join('\n  ')}`);
        phase('last process restarted');
        // The rest of the import at full speed.
        replica.setFaults({});

        // Quiet: the import completed after the last kill, projected, relayed and matched.
        const importDeadline = Date.now() + 240_000;
        for (;;) {
          const all = await runs();
          const completed = all.some((r) => r.status === 'completed' && Date.parse(r.finishedAt!) > lastKill.getTime());
          if (completed && all.every((r) => r.status !== 'running')) break;
          if (Date.now() > importDeadline) throw new Error(`import did not complete: ${JSON.stringify(all)}`);
          await sleep(500);
        }
        await waitForProjections(app!.baseUrl);
        await waitForAlertMatcher(app!.baseUrl, undefined, 120_000);
        phase('import completed, projected, relayed and matched');

        // The import: every kill came while it ran (no run completed before the last), and the cases of every
        // day are there.
        const all = await runs();
        expect(all.filter((r) => r.status === 'completed' && Date.parse(r.finishedAt!) <= lastKill.getTime())).toEqual(
          [],
        );
        // The killed scheduler's run is closed as interrupted; the restarted scheduler's resumption completes.
        expect(all.filter((r) => r.status === 'failed').length).toBeGreaterThanOrEqual(1);
        expect(all.filter((r) => r.status === 'completed').map((r) => r.session)).toEqual([
          expect.stringMatching(/^Fortsetzung nach/),
        ]);
        expect(all.filter((r) => r.status === 'failed').map((r) => r.failureReason)).toEqual(
          all.filter((r) => r.status === 'failed').map(() => 'interrupted'),
        );
        const published = new Set(
          [
            ...days.flatMap((day) => generateDay(day, REPLICA)),
            ...WATCHED_NOTICES.map((n) => ({ ...n, court: 'Amtsgericht Köln' })),
          ].map((n) => caseKey(n)),
        );
        const cases = await databaseOf(live)
          .collection<{ court: string; caseNumber: string }>('rm_cases')
          .find({}, { projection: { court: 1, caseNumber: 1 } })
          .toArray();
        const imported = new Set(cases.map(caseKey));
        expect([...published].filter((key) => !imported.has(key))).toEqual([]);
        expect(imported.size).toBe(published.size);

        // Alerts: the digest mails every expected (recipient, case) once; nothing is lost, nothing doubled.
        const digest = (await (
          await (
            await login(ADMIN)
          )('/api/admin/alerts/digest', { method: 'POST' })
        ).json()) as Record<string, unknown>;
        expect(digest).toMatchObject({ mails: 3, sent: SUBSCRIPTIONS.length, failed: 0, matcherBehind: 0 });
        expect(mailedCases(smtp).sort()).toEqual(EXPECTED_ALERTS);
        // No message the killed feed or matcher left behind was given up on (parked as a dead letter).
        expect(await databaseOf(live).collection('alert_parked_messages').countDocuments()).toBe(0);

        // The read models equal a replay: a projections worker rebuilds them from the event log into a fresh
        // database (the digest's events included), compared document by document with the live ones.
        await waitForProjections(app!.baseUrl);
        const replayHealth = await freePort();
        const replay = await startWorkerProcess('projections', {
          ...env,
          MONGO_URL: replayUrl,
          HEALTH_PORT: String(replayHealth),
        });
        running.set('replay', replay);
        outputs.push({ name: 'replay', output: replay.output });
        const { eventStore } = await waitForWorkerProjections(replayHealth);
        phase('replay caught up');
        await waitForProjections(app!.baseUrl);
        expect(await replay.stop()).toBe(0);
        running.delete('replay');
        const comparison = await compareReadModels(mongoUrl, replayUrl);
        console.warn(
          `read models at position ${eventStore.headPosition}: ${comparison.documents} documents in ` +
            `${comparison.compared.length} collections compared with the replay; not projections: ` +
            comparison.notProjected.join(', '),
        );
        expect(comparison.compared).toEqual(expect.arrayContaining(['rm_cases', 'rm_subscriptions', 'rm_import_runs']));
        // Per collection the number of differing documents and the first one, so that a failure stays readable.
        const byCollection = new Map<string, { count: number; first: unknown }>();
        for (const difference of comparison.differences) {
          const entry = byCollection.get(difference.collection) ?? { count: 0, first: difference };
          byCollection.set(difference.collection, { ...entry, count: entry.count + 1 });
        }
        expect(Object.fromEntries(byCollection)).toEqual({});

        // Every process stops cleanly after all that.
        for (const [name, process] of running) expect({ name, code: await process.stop() }).toEqual({ name, code: 0 });
        running.clear();
        phase('stopped');
        console.warn(`phases (seed ${seed}):\n  ${phases.join('\n  ')}`);
      } catch (error) {
        for (const { name, output } of outputs)
          console.error(`--- ${name} (seed ${seed}) ---\n${output().slice(-4000)}`);
        throw error;
      } finally {
        await live.close();
      }
    }, 600_000);
  });
});
