// `npm run services -- start|stop|status`: the servers of the distributed profile on this machine. Kafka
// (scripts/services/kafka.sh), the MongoDB test server (FerretDB, scripts/services/ferretdb.sh) and the KurrentDB
// test server (scripts/services/kurrentdb.sh) on 127.0.0.1, cached under ~/.cache/insolvenzmonitor and stopped
// by their PID files. A server whose URL is set in the environment (KAFKA_BROKERS, MONGO_URL, KURRENTDB_URL) is
// used as it is: never started or stopped here, only checked. Ports: KAFKA_PORT, MONGO_PORT, KURRENTDB_PORT.
// Exit code 0 when every service answers (start, status) or stopped (stop); 1 when one failed; 2 on bad usage.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.js';

const { probeKafka, probeMongo, probeKurrentDb } = await import(
  pathToFileURL(join(root, 'backend/dist/platform/health/service-probes.js')).href
);

/** How long `start` lets a freshly started server take to answer its protocol (the scripts wait for its port). */
const START_PROBE_SECONDS = 30;

const SERVICES = [
  {
    name: 'kafka',
    urlVariable: 'KAFKA_BROKERS',
    script: 'kafka.sh',
    portVariable: 'KAFKA_PORT',
    localUrl: () => `127.0.0.1:${process.env.KAFKA_PORT || 9092}`,
    probe: (url) => probeKafka(url.split(',').map((broker) => broker.trim())),
  },
  {
    name: 'mongo',
    urlVariable: 'MONGO_URL',
    script: 'ferretdb.sh',
    portVariable: 'MONGO_PORT',
    localUrl: () => `mongodb://127.0.0.1:${process.env.MONGO_PORT || 27017}/insolvenzmonitor`,
    probe: (url) => probeMongo(url),
  },
  {
    name: 'kurrentdb',
    urlVariable: 'KURRENTDB_URL',
    script: 'kurrentdb.sh',
    portVariable: 'KURRENTDB_PORT',
    localUrl: () => `kurrentdb://127.0.0.1:${process.env.KURRENTDB_PORT || 2113}?tls=false`,
    probe: (url) => probeKurrentDb(url),
  },
];

/** Where a service is: given by its variable (external), or the local test server its script runs. */
function locate(service) {
  const given = process.env[service.urlVariable]?.trim();
  return given ? { external: true, url: given } : { external: false, url: service.localUrl() };
}

function runScript(service, command, env = {}) {
  return spawnSync('bash', [join(root, 'scripts', 'services', service.script), command], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', command === 'status' ? 'pipe' : 'inherit'],
  });
}

/**
 * The PID of the test server behind `url` when its script runs it ("… (pid 123) …" in its status): the local
 * server, or a URL set by hand that names a script-run server on this machine (e.g. .ci/run's).
 */
function scriptPid(service, url) {
  const local = /^(?:[a-z+]+:\/\/)?(?:127\.0\.0\.1|localhost):(\d+)(?:[/?,]|$)/.exec(url);
  if (!local) return undefined;
  const status = runScript(service, 'status', { [service.portVariable]: local[1] });
  return status.status === 0 ? /\(pid (\d+)\)/.exec(status.stdout)?.[1] : undefined;
}

/** The URL without user and password, for output. */
function shown(url) {
  return url.replace(/\/\/[^/@\s]*@/, '//***@');
}

async function probeUntil(service, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const result = await service.probe(url);
    if (result.ok || Date.now() >= deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const COLUMNS = [10, 44, 8, 15];

function row(cells) {
  return cells.map((cell, i) => (i < COLUMNS.length ? cell.padEnd(COLUMNS[i]) : cell)).join(' ');
}

/** One line per service: name, address, PID (of a script-run server), where the address comes from, state. */
function report(results) {
  console.log(row(['SERVICE', 'ADDRESS', 'PID', 'FROM', 'STATE']));
  for (const { service, where, pid, result } of results) {
    const from = where.external ? service.urlVariable : 'test server';
    const state = result.ok ? `answers (${result.detail})` : `does not answer: ${result.error}`;
    console.log(row([service.name, shown(where.url), pid ?? '-', from, state]));
  }
}

async function status() {
  const results = await Promise.all(
    SERVICES.map(async (service) => {
      const where = locate(service);
      const pid = scriptPid(service, where.url);
      return { service, where, pid, result: await service.probe(where.url) };
    }),
  );
  report(results);
  return failures(results);
}

async function start() {
  const results = [];
  for (const service of SERVICES) {
    const where = locate(service);
    if (where.external) {
      console.error(
        `${service.name}: ${service.urlVariable} is set, using ${shown(where.url)} (not starting a server)`,
      );
    } else {
      const started = runScript(service, 'start');
      if (started.stdout.trim()) console.error(started.stdout.trim());
      if (started.status !== 0) {
        results.push({ service, where, result: { ok: false, error: `${service.script} start failed` } });
        continue;
      }
    }
    const result = await probeUntil(service, where.url, where.external ? 0 : START_PROBE_SECONDS);
    results.push({ service, where, pid: scriptPid(service, where.url), result });
  }
  report(results);
  if (failures(results)) return true;
  const url = (name) => results.find((r) => r.service.name === name).where.url;
  console.log('\n# The distributed profile on these servers: paste into the shell that runs the app and the workers.');
  console.log('export PROFILE=distributed');
  console.log(`export KURRENTDB_URL='${url('kurrentdb')}'`);
  console.log(`export MONGO_URL='${url('mongo')}'`);
  console.log(`export KAFKA_BROKERS='${url('kafka')}'`);
  return false;
}

function stop() {
  let failed = false;
  for (const service of SERVICES) {
    const where = locate(service);
    if (where.external) {
      console.log(`${service.name}: ${service.urlVariable} is set, not stopping a server these scripts did not start`);
      continue;
    }
    const stopped = runScript(service, 'stop');
    if (stopped.stdout.trim()) console.log(stopped.stdout.trim());
    if (stopped.status !== 0) {
      console.error(`${service.name}: ${service.script} stop failed`);
      failed = true;
    }
  }
  return failed;
}

function failures(results) {
  const failed = results.filter((r) => !r.result.ok);
  for (const { service, where } of failed) {
    console.error(
      where.external
        ? `${service.name}: ${service.urlVariable}=${shown(where.url)} is set but the server does not answer; ` +
            `start it, fix ${service.urlVariable}, or unset it to use the local test server`
        : `${service.name}: the local test server on ${shown(where.url)} does not answer; ` +
            `npm run services -- start starts it (see scripts/services/${service.script})`,
    );
  }
  return failed.length > 0;
}

const commands = { start, stop, status };
const command = process.argv[2];
if (!Object.hasOwn(commands, command ?? '')) {
  console.error('Usage: npm run services -- start|stop|status');
  process.exit(2);
}
process.exit((await commands[command]()) ? 1 : 0);
