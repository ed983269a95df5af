#!/usr/bin/env node
/**
 * Background workers as processes of their own: `npm run worker -- <name>`. `alerts` runs the alert matcher
 * (issue #15) next to an API started with `ALERT_MATCHER=worker`. SIGTERM or SIGINT stop it cleanly: the batch
 * in flight is recorded (and its offsets committed) before the process exits with 0.
 */
import { Logger } from '@nestjs/common';
import { logUnhandledRejections } from '../platform/background/log-unhandled-rejections.js';
import { loadConfig } from '../platform/config/app-config.js';
import { checkAlertsWorkerConfig, startAlertsWorker } from '../alerts/worker/start-alerts-worker.js';

export const WORKERS = { alerts: 'the alert matcher: consumes the new-case feed from Kafka (ALERT_MATCHER=worker)' };

async function main(argv: string[]): Promise<number | 'running'> {
  const [name] = argv;
  if (name !== 'alerts') {
    if (name && name !== 'help' && name !== '--help') console.error(`Unknown worker: ${name}\n`);
    console.error('Usage: npm run worker -- <name>\n\nWorkers:');
    for (const [worker, summary] of Object.entries(WORKERS)) console.error(`  ${worker.padEnd(10)} ${summary}`);
    return name && name !== 'help' && name !== '--help' ? 2 : 0;
  }
  logUnhandledRejections();
  const config = loadConfig(process.env, { spaDir: '.' });
  checkAlertsWorkerConfig(config);
  const worker = await startAlertsWorker(config);
  const logger = new Logger('AlertsWorker');
  logger.log(`alerts worker running on ${config.dataDir} (bus: ${config.messageBus.adapter})`);
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`received ${signal}, finishing the batch in flight`);
    worker.stop().then(
      () => {
        logger.log('alerts worker stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return 'running';
}

main(process.argv.slice(2)).then(
  (outcome) => {
    if (outcome !== 'running') process.exit(outcome);
  },
  (error: unknown) => {
    // Configuration problems and refused starts are messages for the operator, not stack traces.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
