// `npm run bench -- alerts [--subscriptions N] [--cases N] [--bus in-process|kafka] [--brokers host:port,…]
// [--topic name]`: the alert matcher (compiled) on a temporary read-model database: N active subscriptions
// (default 100,000) indexed by the subscriptions projection, then M new case notices (default 6,000) matched and
// recorded as the matcher does it through its ports, in feed batches of 500.
// `--bus kafka` measures it a second time through a real broker (KAFKA_BROKERS, default 127.0.0.1:9092; start one
// with scripts/services/kafka.sh start): published to a topic of its own (deleted afterwards; `--topic` names
// another), consumed by a fresh consumer group, timed from the first publish to the last batch recorded, with the consumer lag; both figures are printed.
// `--profile distributed` (issue #18): the Kafka run with the matcher's read side on MongoDB (MONGO_URL, default
// the FerretDB test server; a fresh database, dropped afterwards unless --keep): the same subscriptions indexed
// by the projections through the MongoDB projection store, matches recorded by the MongoDB match store; smaller
// defaults (2,000 subscriptions, 600 cases: FerretDB is slow), the in-process SQLite run at the same size.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpointAndTruncateWal, openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteAlertMatchStore } from '@insolvenz/backend/alerts/read-model/sqlite/sqlite-alert-match-store.js';
import { SqliteSubscriptionQueries } from '@insolvenz/backend/alerts/read-model/sqlite/sqlite-subscription-queries.js';
import { NEW_CASES_TOPIC } from '@insolvenz/backend/alerts/new-case-feed/new-case-message.js';
import { benchRandom, newCaseMessages, seedSubscriptions } from './support/alerts-data.js';
import { matchBatch } from './support/alerts-matching.js';
import { fmt, formatBytes, machineLine, progressReporter } from './support/report.js';

const TARGET_SECONDS = 5;
/** Events per batch of the new-case feed (NewCaseFeed reads the event store 500 at a time). */
const FEED_BATCH = 500;
const BUSES = ['in-process', 'kafka'];
const PROFILES = ['embedded', 'distributed'];

/** The read-model database as the app opens it (platform.module.ts: READ_DB). */
const openReadModels = (file) => openDatabase(file, { readHeavy: true, rebuildable: true });

export async function run(args) {
  const profile = option(args, '--profile') ?? 'embedded';
  if (!PROFILES.includes(profile)) throw new Error(`--profile must be one of ${PROFILES.join(', ')}`);
  const distributed = profile === 'distributed';
  const subscriptions = Number(option(args, '--subscriptions') ?? (distributed ? 2_000 : 100_000));
  const cases = Number(option(args, '--cases') ?? (distributed ? 600 : 6_000));
  // The distributed profile's matcher consumes the feed from Kafka.
  const bus = distributed ? 'kafka' : (option(args, '--bus') ?? 'in-process');
  if (!BUSES.includes(bus)) throw new Error(`--bus must be one of ${BUSES.join(', ')}`);
  const brokers = (option(args, '--brokers') ?? process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  // The benchmark's own topic by default (deleted afterwards): its 100,000 messages must not land in the
  // product's topic on a broker an installation or the tests also use.
  const ownTopic = option(args, '--topic') === undefined;
  const topic = option(args, '--topic') ?? `bench-${randomUUID().slice(0, 8)}.${NEW_CASES_TOPIC}`;
  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-alerts-'));
  const seeded = join(dir, 'read-models.sqlite');
  try {
    console.log('Alert matcher benchmark: term index in SQLite (node:sqlite), verification in JS');
    console.log(machineLine());
    console.log(`${fmt(subscriptions)} active subscriptions, ${fmt(cases)} new case notices\n`);
    console.log('subscriptions: 80 % company, 12 % company + keyword, 3 % Aktenzeichen, 4.8 % register number,');
    console.log('  0.2 % keywords only; every 20th case is a watched company\n');
    const next = benchRandom();
    let messages;
    let subscriptionEvents;
    const db = openReadModels(seeded);
    try {
      const started = performance.now();
      // Only the MongoDB run needs the events again: held through the in-process run, 100,000 of them were
      // 70 MiB of the benchmark's own data in the heap figure printed for the matcher.
      subscriptionEvents = seedSubscriptions(db, subscriptions, next, { keepEvents: distributed });
      console.log(
        `indexed ${fmt(subscriptions)} subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      messages = newCaseMessages(db, cases, subscriptions, next);
      // The Kafka run starts from a copy of the seeded file: no matcher state of the in-process run.
      if (bus === 'kafka') checkpointAndTruncateWal(db);
    } finally {
      db.close();
    }
    if (bus === 'kafka') copyFileSync(seeded, join(dir, 'kafka.sqlite'));

    const inProcess = await inProcessRun(seeded, messages);
    console.log(`\nin-process: ${figure(inProcess.seconds, cases, subscriptions)}`);
    console.log(
      `  ${fmt(Math.round(cases / inProcess.seconds))} cases/s, ${((inProcess.seconds * 1000) / cases).toFixed(2)} ms per case (lookup, verification, recording; one transaction per feed batch)`,
    );
    console.log(`  ${fmt(inProcess.matches)} matches recorded (${(inProcess.matches / cases).toFixed(1)} per case)`);
    console.log(
      `memory: heap ${formatBytes(inProcess.heapGrowth)} growth while matching (heap now ${formatBytes(inProcess.heapAfter)}), RSS ${formatBytes(inProcess.rssBefore)} → peak ${formatBytes(inProcess.peakRss)}`,
    );
    console.log(
      `  the index itself lives in SQLite (${formatBytes(inProcess.size)} read-model file incl. WAL), not in the heap`,
    );

    if (bus === 'kafka') {
      // Loaded here, so that the in-process run needs neither kafkajs nor a broker.
      const { matchThroughKafka } = await import('./support/alerts-kafka.js');
      const kafkaDb = openReadModels(join(dir, 'kafka.sqlite'));
      let mongo;
      try {
        let ports = { store: new SqliteAlertMatchStore(kafkaDb), queries: new SqliteSubscriptionQueries(kafkaDb) };
        if (distributed) {
          const { mongoMatcherStores } = await import('./support/alerts-mongo.js');
          mongo = await mongoMatcherStores(subscriptionEvents, { keep: args.includes('--keep') });
          ports = { store: mongo.store, queries: mongo.queries };
          console.log(
            `\ndistributed: read side on MongoDB (database ${mongo.database}); ${fmt(subscriptions)} subscriptions ` +
              `indexed by the projections through the MongoDB projection store in ${mongo.seconds.toFixed(1)} s`,
          );
        }
        const label = distributed ? 'kafka + MongoDB' : 'kafka';
        console.log(`\n${label}: brokers ${brokers.join(',')}, topic ${topic}`);
        const result = await matchThroughKafka({ brokers, topic, deleteTopicAfter: ownTopic, ...ports, messages });
        console.log(`${label}: ${figure(result.seconds, cases, subscriptions)}`);
        console.log(
          `  from the first publish to the last batch recorded by consumer group ${result.group}; publishing ${fmt(cases)} messages (acks=all, 500 per send) took ${result.publishSeconds.toFixed(2)} s of it`,
        );
        console.log(
          `  ${fmt(result.matches)} matches recorded (${result.matches === inProcess.matches ? 'the same as in-process' : `in-process: ${fmt(inProcess.matches)}`})`,
        );
        const lagByPartition = result.finalLag.map((p) => `${p.partition}: ${p.lag}`).join(', ');
        console.log(
          `  consumer lag: at most ${fmt(result.maxLag)} messages while matching (sampled every 250 ms); after the last commit ${lagByPartition}`,
        );
        console.log(
          `\nboth paths: in-process ${inProcess.seconds.toFixed(2)} s, ${label} ${result.seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s each)`,
        );
        if (distributed) {
          const { TEST_SERVER_NOTE } = await import('./support/distributed-services.js');
          console.log(
            `\nThe target is set for ${fmt(100_000)} subscriptions and ${fmt(6_000)} cases on SQLite; this run is ` +
              `smaller (${fmt(subscriptions)} and ${fmt(cases)}), and Kafka is a real broker (one node on this ` +
              `machine). Note: ${TEST_SERVER_NOTE}`,
          );
        }
      } finally {
        kafkaDb.close();
        await mongo?.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The feed's batches straight to the matcher's ports, one after another (the embedded profile's path). */
async function inProcessRun(file, messages) {
  const db = openReadModels(file);
  try {
    const store = new SqliteAlertMatchStore(db);
    const queries = new SqliteSubscriptionQueries(db);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    const progress = progressReporter('matching cases', messages.length);
    let matches = 0;
    let peakRss = rssBefore;
    const started = performance.now();
    for (let start = 0; start < messages.length; start += FEED_BATCH) {
      matches += await matchBatch(store, queries, messages.slice(start, start + FEED_BATCH));
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      progress(Math.min(start + FEED_BATCH, messages.length));
    }
    const seconds = (performance.now() - started) / 1000;
    const heapAfter = process.memoryUsage().heapUsed;
    const size = statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
    return {
      seconds,
      matches,
      heapGrowth: Math.max(0, heapAfter - heapBefore),
      heapAfter,
      rssBefore,
      peakRss: Math.max(peakRss, process.memoryUsage().rss),
      size,
    };
  } finally {
    db.close();
  }
}

function figure(seconds, cases, subscriptions) {
  return `matched ${fmt(cases)} cases against ${fmt(subscriptions)} subscriptions in ${seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'MISSED'})`;
}

function option(args, name) {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}
