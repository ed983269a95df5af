// Stores of the distributed profile for the benchmarks: the KurrentDB test server as a child process of its own
// (started on a free port, stopped by its PID), and fresh MongoDB databases on the test server (FerretDB) or on
// MONGO_URL, dropped afterwards unless kept.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The MongoDB server of MONGO_URL, or the FerretDB test server (`scripts/services/ferretdb.sh start`). */
export const MONGO_BASE_URL = process.env.MONGO_URL?.trim() || 'mongodb://127.0.0.1:27017/insolvenz_bench';

/** What the test servers do and do not say about a real deployment: printed under every distributed figure. */
export const TEST_SERVER_NOTE =
  'The test servers are not the production services: FerretDB v1 on SQLite is not MongoDB (it scans whole ' +
  'collections for many queries, writes through one SQLite file and has no query planner worth the name), and ' +
  'the KurrentDB test server is a Node.js gRPC test double with a JSON-lines file, not KurrentDB. All ran on ' +
  'this machine beside the app and the load generator. The figures show that the adapters work end to end and ' +
  'where their round trips cost; they say nothing about the throughput of a MongoDB replica set or a KurrentDB ' +
  'cluster on their own machines, and a real deployment must be measured on its own services.';

/** A fresh database on the MongoDB server for one run; `drop()` removes it. */
export function freshMongoDatabase(label) {
  const name = `insolvenz_bench_${label}_${randomUUID().slice(0, 8)}`;
  const url = MONGO_BASE_URL.replace(/^(mongodb(?:\+srv)?:\/\/[^/]+)(\/[^?]*)?/, `$1/${name}`);
  return {
    name,
    url,
    open: () => openMongoConnection(url),
    drop: async () => {
      const connection = await openMongoConnection(url);
      try {
        await databaseOf(connection).dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}

/** Fails early, with the command that starts it, when the MongoDB server does not answer. */
export async function checkMongoReachable() {
  const connection = await openMongoConnection(MONGO_BASE_URL).catch((error) => {
    throw new Error(
      `no MongoDB server at ${MONGO_BASE_URL.replace(/\/\/[^@/]*@/, '//')} (${error.message}): start the test ` +
        'server with scripts/services/ferretdb.sh start, or set MONGO_URL',
    );
  });
  await connection.close();
}

/**
 * Starts the KurrentDB test server (`e2e/dist/kurrentdb-test-server/main.js`, from the build) as a child process
 * on a free port with its log in `dataDir`; answers its connection string, PID and `stop()` (SIGTERM to that PID).
 */
export async function startKurrentDbTestServerProcess(dataDir) {
  const child = spawn(
    process.execPath,
    [join(root, 'e2e/dist/kurrentdb-test-server/main.js'), '--port', '0', '--data', dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the KurrentDB test server did not start:\n${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on \S+ \((kurrentdb:\/\/[^)]+)\)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the KurrentDB test server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
