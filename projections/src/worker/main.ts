#!/usr/bin/env node
/**
 * The projections as their own process (the `projections` service of docker-compose.yml). In the embedded
 * profile the API process hosts them already; this worker is for the distributed profile, where read models
 * live in MongoDB (READ_STORE=mongo). Until that profile runs it refuses to start rather than write to the wrong place.
 */
import { loadConfig } from '@insolvenz/backend/platform/config/app-config.js';
import { dataFiles } from '@insolvenz/backend/platform/config/data-files.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { createProjectionsHost } from '../host/projections-host.js';
import { openReadModelStore } from '../store/open-read-model-store.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env, { spaDir: '.' });
  if (config.profile === 'distributed') {
    throw new Error('PROFILE=distributed is not runnable yet; READ_STORE=mongo is available on the embedded profile');
  }
  if (process.env.PROJECTIONS_STANDALONE !== 'true') {
    throw new Error(
      'In the embedded profile the API process runs the projections. Set PROJECTIONS_STANDALONE=true only when the API runs without them.',
    );
  }
  const files = dataFiles(config.dataDir);
  const eventStore = new SqliteEventStore({ location: files.eventStore });
  const readModels = await openReadModelStore(config.readStore, config.dataDir);
  const host = createProjectionsHost({ eventStore, store: readModels.store, log: (message) => console.warn(message) });
  await host.start();
  console.warn(`projections worker running on ${config.dataDir}`);
  const stop = async () => {
    await host.stop();
    await eventStore.close();
    await readModels.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
