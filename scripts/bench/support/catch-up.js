// Step (e) of `npm run bench -- eventstore` (issue #33 item 3): how fast the read models catch up with the log.
// A log in the shape the importer records (support/retention-seed.js: a `caseid-<n>` reservation and a
// `CaseImported` with a realistic notice per case) is replayed twice: raw (readAll pages of 1000, a small fold,
// like step (c)) and by every projection of the application through its projections host, from an empty
// read-model database opened as the app opens it, until every checkpoint reaches the head. The catch-up rate is
// printed as a share of both replay rates: of the same events, and of step (c)'s.
import { join } from 'node:path';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { WalCheckpointThread } from '@insolvenz/backend/platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { createSqliteProjectionsHost } from '@insolvenz/projections/host/sqlite/sqlite-projections-host.js';
import { allProjections } from '@insolvenz/projections/registry.js';
import { SqliteProjectionStore } from '@insolvenz/projections/store/sqlite/sqlite-projection-store.js';
import { fmt } from './report.js';
import { seedExpiredCases } from './retention-seed.js';

/** Issue #33: catch-up at no less than a quarter of the raw replay rate. */
export const TARGET_CATCH_UP_SHARE = 0.25;
const PAGE_SIZE = 1000;

/**
 * Seeds `cases` cases (2 events each, after a first start's 2 markers) into `dir`, then measures the raw replay and
 * the catch-up over them.
 */
export async function measureCatchUp(dir, cases) {
  const events = seedExpiredCases(dir, cases);
  const eventStore = new SqliteEventStore({ location: join(dir, 'events.sqlite') });
  try {
    const replay = await rawReplay(eventStore, events);
    const catchUp = await catchUpAll(eventStore, join(dir, 'read-models.sqlite'), events, cases);
    return { events, replay, catchUp };
  } finally {
    await eventStore.close();
  }
}

/** CPU seconds of this process (every thread) since `since` (a process.cpuUsage()). */
const cpuSince = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};

async function rawReplay(store, total) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  let after = 0n;
  let count = 0;
  const byType = new Map();
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE_SIZE });
    if (page.length === 0) break;
    for (const event of page) byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    count += page.length;
    after = page[page.length - 1].position;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (count !== total) throw new Error(`the replay read ${count} events, expected ${total}`);
  return { events: count, seconds, cpuSeconds: cpuSince(cpu) };
}

/**
 * Every projection from an empty read-model database until all reach the head: the database opened, and its WAL
 * checkpointed by a thread, as the app does (platform/read-store/sqlite).
 */
async function catchUpAll(eventStore, file, total, seeded) {
  const readDb = openDatabase(file, { readHeavy: true, rebuildable: true });
  const checkpoints = WalCheckpointThread.start(readDb, file);
  const head = await eventStore.headPosition();
  const host = createSqliteProjectionsHost({ eventStore, readDb });
  try {
    const perModel = attributeCpu();
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    try {
      await host.start();
      await host.waitFor(head);
    } finally {
      perModel.stop();
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpuSeconds = cpuSince(cpu);
    const { user, system } = process.cpuUsage(cpu);
    const statuses = await host.status();
    const behind = statuses.filter((s) => s.checkpoint !== head || s.error);
    if (behind.length > 0) throw new Error(`projections not caught up: ${JSON.stringify(behind, jsonBigInt)}`);
    const cases = readDb.prepare('SELECT COUNT(*) AS n FROM rm_cases').get().n;
    if (cases !== seeded) throw new Error(`rm_cases holds ${cases} cases after the catch-up, expected ${seeded}`);
    return {
      events: total,
      seconds,
      cpuSeconds,
      userSeconds: user / 1e6,
      systemSeconds: system / 1e6,
      byModel: perModel.byModel,
      projections: allProjections().length,
      cases,
    };
  } finally {
    await host.stop();
    await checkpoints?.stop();
    readDb.close();
  }
}

/**
 * The main thread's CPU inside each read model's transactions (its statements, its share of the log's parsing, its
 * commit), from `process.threadCpuUsage` around `SqliteProjectionStore`'s `applyOne` (private in TypeScript, the
 * one method every apply path calls once per read model and slice; wrapping the public `applyNow` measured nothing
 * once `apply`/`applyMany` stopped going through it). What is left of the process's CPU is the reading of the log, the turns, the WAL checkpoint
 * thread and the garbage collector's helpers.
 */
function attributeCpu() {
  const byModel = new Map();
  const original = SqliteProjectionStore.prototype.applyOne;
  if (typeof original !== 'function') throw new Error('SqliteProjectionStore has no applyOne to measure any more');
  SqliteProjectionStore.prototype.applyOne = function (projection, ...rest) {
    const before = process.threadCpuUsage();
    try {
      return original.call(this, projection, ...rest);
    } finally {
      const { user, system } = process.threadCpuUsage(before);
      const entry = byModel.get(projection.name) ?? { cpuSeconds: 0, transactions: 0 };
      entry.cpuSeconds += (user + system) / 1e6;
      entry.transactions += 1;
      byModel.set(projection.name, entry);
    }
  };
  return { byModel, stop: () => (SqliteProjectionStore.prototype.applyOne = original) };
}

const jsonBigInt = (_key, value) => (typeof value === 'bigint' ? String(value) : value);

/** The catch-up line: rate, and its share of the same events' raw replay and of step (c). */
export function printCatchUp({ events, replay, catchUp }, stepC) {
  const replayRate = replay.events / replay.seconds;
  const rate = catchUp.events / catchUp.seconds;
  const share = rate / replayRate;
  const cRate = stepC.events / stepC.seconds;
  console.log(
    `\n(e) catch-up of all ${catchUp.projections} read models from an empty read-model database over ` +
      `${fmt(events)} events in the importer's shape (${fmt(catchUp.cases)} cases):`,
  );
  console.log(
    `    raw replay of these events (readAll, pages of ${PAGE_SIZE}): ${replay.seconds.toFixed(2)} s, ` +
      `${fmt(Math.round(replayRate))} events/s (CPU ${replay.cpuSeconds.toFixed(2)} s)`,
  );
  console.log(
    `    catch-up: ${catchUp.seconds.toFixed(2)} s, ${fmt(Math.round(rate))} events/s = ` +
      `${(share * 100).toFixed(1)} % of the same events' replay, ${((rate / cRate) * 100).toFixed(1)} % of (c); ` +
      `CPU ${catchUp.cpuSeconds.toFixed(2)} s (${fmt(Math.round(catchUp.events / catchUp.cpuSeconds))} events per ` +
      `CPU second = ${((replay.cpuSeconds / catchUp.cpuSeconds) * 100).toFixed(1)} % of the replay's)`,
  );
  const models = [...catchUp.byModel].sort((a, b) => b[1].cpuSeconds - a[1].cpuSeconds);
  const inModels = models.reduce((sum, [, entry]) => sum + entry.cpuSeconds, 0);
  console.log(
    `    CPU user ${catchUp.userSeconds.toFixed(2)} s, system ${catchUp.systemSeconds.toFixed(2)} s; inside the read ` +
      `models' transactions ${inModels.toFixed(2)} s, per read model (µs of CPU per event of the log, transactions):`,
  );
  const shown = models.slice(0, 4).map(([name, entry]) => `${name} ${perEvent(entry, events)}`);
  const rest = models.slice(4).reduce((sum, [, entry]) => sum + entry.cpuSeconds, 0);
  console.log(`    ${shown.join(', ')}, the other ${models.length - 4}: ${((rest / events) * 1e6).toFixed(1)} µs`);
  console.log(
    `    target: catch-up ≥ ${TARGET_CATCH_UP_SHARE * 100} % of the raw replay rate: ` +
      `${share >= TARGET_CATCH_UP_SHARE ? 'PASS' : 'MISS'}`,
  );
}

const perEvent = (entry, events) => `${((entry.cpuSeconds / events) * 1e6).toFixed(1)} µs (${fmt(entry.transactions)})`;
