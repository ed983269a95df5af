#!/usr/bin/env node
import { resolve } from 'node:path';
import { dataFiles } from '@insolvenz/backend/platform/config/data-files.js';
import { loadEventStoreConfig } from '@insolvenz/backend/platform/config/event-store-config.js';
import { loadReadStoreConfig } from '@insolvenz/backend/platform/config/read-store-config.js';
import { openEventStore } from '@insolvenz/backend/platform/event-store/open-event-store.js';
import { allProjections, findProjection } from '../registry.js';
import { openReadModelStore } from '../store/open-read-model-store.js';
import { rebuildProjections } from './rebuild-projection.js';
import { bringReactorsWithinLog } from './reactors-within-log.js';

const USAGE = `Rebuilds read models from the event store.

Usage: npm run replay -- [--batch N] <projection>... | --all | --list
  DATA_DIR (default ./data) selects the data directory; READ_STORE=mongo with MONGO_URL rebuilds on MongoDB.
  --all also moves a reactor (new-case-feed) whose checkpoint lies beyond the event log (the event store was
  replaced or restored from an older backup) to the log's end: the app refuses to start until then.
  --batch N: events per transaction (default 2000). With the app stopped, 20000 costs about a quarter less CPU
  on SQLite (fewer writes of the same pages); a running app's writes to the read models would wait for each
  transaction (seconds at that size).`;

const DEFAULT_BATCH = 2000;

/** `--batch N` (and its value) taken out of `args`; undefined when absent, an error text when invalid. */
function batchOption(args: string[]): number | string | undefined {
  const at = args.indexOf('--batch');
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  const batch = Number(value);
  return Number.isInteger(batch) && batch > 0 ? batch : `--batch needs a positive whole number, got ${value}`;
}

async function main(args: string[]): Promise<number> {
  const batchSize = batchOption(args) ?? DEFAULT_BATCH;
  if (typeof batchSize === 'string') {
    console.error(batchSize);
    return 2;
  }
  if (args.includes('--help') || args.length === 0) {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  if (args.includes('--list')) {
    for (const projection of allProjections()) console.log(`${projection.name}\tv${projection.version}`);
    return 0;
  }
  const selected = args.includes('--all') ? allProjections() : args.map((name) => findProjection(name) ?? name);
  const unknown = selected.filter((p) => typeof p === 'string');
  if (unknown.length > 0) {
    console.error(
      `Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections()
        .map((p) => p.name)
        .join(', ')}`,
    );
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const files = dataFiles(dataDir);
  // The stores the app is configured with: EVENT_STORE, KURRENTDB_URL; READ_STORE, MONGO_URL (else DATA_DIR).
  const problems: string[] = [];
  const value = (name: string) => process.env[name]?.trim() || undefined;
  const profile = value('PROFILE') ?? 'embedded';
  const eventStore = loadEventStoreConfig(value, problems, profile);
  const readStore = loadReadStoreConfig(value, problems, profile);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 2;
  }
  const store = await openEventStore(
    eventStore.kind === 'kurrentdb'
      ? { kind: 'kurrentdb', connectionString: eventStore.connectionString }
      : { kind: 'sqlite', file: files.eventStore },
  );
  const readModels = await openReadModelStore(readStore, dataDir).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  try {
    const projections = selected.filter((p) => typeof p !== 'string');
    // One pass over the log for all of them (each batch read once, applied to every read model together).
    const results = await rebuildProjections(store, readModels.store, projections, {
      batchSize,
      onProgress: progress(),
    });
    for (const result of results) console.log(`${result.projection}: rebuilt up to position ${result.checkpoint}`);
    // After a restore of the event store the reactors refuse as the read models did (`ReadModelAheadOfLog`).
    if (args.includes('--all')) {
      for (const { reactor, from, to } of await bringReactorsWithinLog(store, readModels.store))
        console.log(`${reactor}: checkpoint ${from} lay beyond the event log; it goes on after position ${to}`);
    }
    const { eventsRead, millis } = results[0] ?? { eventsRead: 0, millis: 0 };
    const rate = millis > 0 ? Math.round((eventsRead / millis) * 1000) : eventsRead;
    console.log(
      `${results.length} read model(s) rebuilt from ${eventsRead} events in ${(millis / 1000).toFixed(1)} s ` +
        `(${rate} events/s)`,
    );
    return 0;
  } finally {
    await store.close();
    await readModels.close();
  }
}

/** Prints how far the rebuild is, every 100,000 events (a replay of a large log runs for minutes). */
function progress(): (eventsRead: number) => void {
  let next = 100_000;
  return (eventsRead) => {
    if (eventsRead < next) return;
    console.log(`… ${eventsRead} events`);
    next = eventsRead + 100_000;
  };
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
