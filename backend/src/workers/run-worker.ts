/**
 * Background workers as processes of their own: `npm run worker -- <name>` (issue #18). On PROFILE=distributed
 * the API runs no background work; these processes do, each its part, all from the same build. `HEALTH_PORT`
 * serves `GET /health`. SIGTERM or SIGINT stop a worker cleanly: the work in flight (a projection batch, a relayed
 * or matched batch, a running import) is finished and recorded before the process exits with 0; a stop that takes
 * longer than `SHUTDOWN_DEADLINE_MS` (30 s) names the hooks it waits for and ends the process with 1.
 */
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { logUnhandledRejections } from '../platform/background/log-unhandled-rejections.js';
import { keepServingOnDiagnosticSignal } from '../platform/background/diagnostic-signal.js';
import { endIfShutdownHangs } from '../platform/background/shutdown-hooks.js';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config/app-config.js';
import type { ProcessRole } from '../platform/config/process-role.js';
import { checkAlertsWorkerConfig, startAlertsWorker } from '../alerts/worker/start-alerts-worker.js';
import { startAppWorker } from './start-app-worker.js';
import { portfolioNoticeProviders } from '../portfolios/matching/portfolio-notice.providers.js';
import { serveWorkerHealth, type WorkerHealthReport } from '../platform/health/worker-health-server.js';
import { usageText } from '../cli/usage.js';

export const WORKERS: Record<Exclude<ProcessRole, 'api'>, string> = {
  projections: 'die Projektionen: das Event-Log in die Lesemodelle (READ_STORE)',
  feed: 'der Neue-Fälle-Feed: neue Fälle aus dem Event-Log nach Kafka (alerts.new-cases)',
  alerts: 'der Alert-Abgleich: liest den Neue-Fälle-Feed aus Kafka (ALERT_MATCHER=worker)',
  scheduler: 'geplante Aufgaben: Import-Sitzungen, Abgleich im Tagesverlauf, Aufbewahrungs-Bereinigung, Alert-Digest',
};

interface RunningWorker {
  readonly context: INestApplicationContext;
  report(): Promise<WorkerHealthReport>;
  stop(): Promise<void>;
}

function isWorker(name: string | undefined): name is Exclude<ProcessRole, 'api'> {
  return name !== undefined && Object.hasOwn(WORKERS, name);
}

async function start(config: AppConfig): Promise<RunningWorker> {
  if (config.role !== 'alerts') {
    // On the embedded profile the API process runs this work itself; a second runner would only race it.
    if (config.profile !== 'distributed') {
      throw new ConfigError([
        `the ${config.role} worker runs on PROFILE=distributed (KURRENTDB_URL, MONGO_URL, KAFKA_BROKERS); ` +
          'on the embedded profile the API process runs it',
      ]);
    }
    return startAppWorker(config);
  }
  checkAlertsWorkerConfig(config);
  // Portfolio alerts (issue #31): the matcher asks the portfolios about every new notice.
  const worker = await startAlertsWorker(config, { providers: portfolioNoticeProviders });
  return { context: worker.context, stop: () => worker.stop(), report: () => worker.report() };
}

async function main(argv: string[]): Promise<number | 'running'> {
  const [name] = argv;
  if (!isWorker(name)) {
    const usage = usageText(
      { command: 'npm run worker -- <Name>', noun: 'Worker', heading: 'Worker' },
      name,
      Object.entries(WORKERS),
      12,
    );
    console.error(usage.text);
    return usage.code;
  }
  logUnhandledRejections();
  keepServingOnDiagnosticSignal();
  const config = loadConfig(process.env, { spaDir: '.', role: name });
  const logger = new Logger(`Worker ${name}`);
  const worker = await start(config);
  const health = config.healthEndpoint ? await serveWorkerHealth(config.healthEndpoint, () => worker.report()) : null;
  logger.log(
    `${name} worker running (${config.profile}; event store ${config.eventStore.kind}, read store ` +
      `${config.readStore.kind}, bus ${config.messageBus.adapter})` +
      (health ? `; health on http://${config.healthEndpoint!.host}:${health.port}/health` : ''),
  );
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`received ${signal}, finishing the work in flight`);
    Promise.all([health?.close(), worker.stop()]).then(
      () => {
        logger.log(`${name} worker stopped`);
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
  endIfShutdownHangs(worker.context, { signals: ['SIGTERM', 'SIGINT'] });
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
