import type { CliCommand } from '../cli-command.js';

/** `migrate-data`: loaded when run, so that other commands do not load the MongoDB and KurrentDB clients. */
export const migrateDataCommand: CliCommand = {
  name: 'migrate-data',
  summary:
    'Überträgt Portfolios, Webhook-Geheimnisse, Entwürfe, Fristen-Einstellungen und den Stand der ' +
    'Benachrichtigungen aus DATA_DIR nach MongoDB (nach migrate-events und replay)',
  run: async (args) => (await import('./run-migrate-data.js')).runMigrateData(args),
};
