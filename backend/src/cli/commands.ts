import type { CliCommand } from './cli-command.js';
import { loadConfig } from '../platform/config/app-config.js';
import { eventStoreLocation, openEventStore } from '../platform/event-store/open-event-store.js';
import { parseNoticesCommand } from './parse-notices.command.js';
import { createAdminCommand } from './create-admin.command.js';
import { demoUsersCommand } from './demo-users.command.js';
import { migrateEventsCommand } from './migrate-events/migrate-events.command.js';
import { migrateDataCommand } from './migrate-data/migrate-data.command.js';

/** Prints event store figures of DATA_DIR: a quick look at what a data directory holds. */
const storeInfo: CliCommand = {
  name: 'store-info',
  summary: 'Zeigt Position und Ereigniszahl des Event Stores (DATA_DIR oder KURRENTDB_URL)',
  run: async () => {
    const config = loadConfig(process.env, { spaDir: '.' });
    const store = await openEventStore(eventStoreLocation(config));
    try {
      const head = await store.headPosition();
      console.log(
        JSON.stringify({ dataDir: config.dataDir, headPosition: head.toString(), events: await store.countAfter(0n) }),
      );
      return 0;
    } finally {
      await store.close();
    }
  },
};

export const commands: CliCommand[] = [
  storeInfo,
  parseNoticesCommand,
  createAdminCommand,
  demoUsersCommand,
  migrateEventsCommand,
  migrateDataCommand,
];
