import { Logger } from '@nestjs/common';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_STOP_SIGNALS, createApp } from './create-app.js';
import { endIfShutdownHangs } from './platform/background/shutdown-hooks.js';
import { warmUp } from './platform/http/warm-up.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { logUnhandledRejections } from './platform/background/log-unhandled-rejections.js';
import { keepServingOnDiagnosticSignal } from './platform/background/diagnostic-signal.js';
import { DataDirInUseError, lockDataDir } from './platform/process-lock/sqlite/data-dir-lock.js';
import { ReadModelAheadOfLog } from './platform/projections-host/projections-host.port.js';
import { ReadModelsRebuild } from './platform/projections-host/read-models-rebuild.js';

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  logUnhandledRejections();
  keepServingOnDiagnosticSignal();
  const config = loadConfig(process.env, { spaDir: join(here, '../../frontend/dist') });
  // One server per DATA_DIR where its databases live (issue #28: a second one imported beside the first). The
  // distributed profile keeps nothing there that two processes could race on (at most the generated JWT secret).
  if (config.eventStore.kind === 'sqlite' || config.readStore.kind === 'sqlite') lockDataDir(config.dataDir);
  const app = await createApp(config);
  endIfShutdownHangs(app, { signals: API_STOP_SIGNALS });
  // Started here, not by the warm-up: a start that fails (read models built from another log) ends the process
  // with its own message. Inside the warm-up's try, `listen` initialised the app a second time and failed on that.
  await app.init();
  // Through the real pipeline before the port opens: a load balancer's first requests meet compiled code. Only an
  // optimisation: should it fail, the server starts all the same.
  // Not while read models are rebuilt: the gate answers most paths 503 then (nothing of theirs to warm), and each
  // request waits for the rebuild's slices (400 of them held the port closed for about 5 s at 120,000 events).
  try {
    if (app.get(ReadModelsRebuild).active) {
      new Logger('Bootstrap').log('no warm-up: read models are being rebuilt');
    } else {
      const warm = await warmUp(app, config.publicApiKey, config.httpWarmUpRequests);
      if (warm.requests > 0)
        new Logger('Bootstrap').log(
          `warmed up with ${warm.requests} requests in ${warm.ms.toFixed(0)} ms` +
            (warm.requests < config.httpWarmUpRequests ? ' (time budget reached)' : ''),
        );
    }
  } catch (error: unknown) {
    new Logger('Bootstrap').warn(`warm-up failed, starting without it: ${String(error)}`);
  }
  await app.listen(config.port, config.host);
  new Logger('Bootstrap').log(
    `Insolvenzmonitor (${config.profile}) listening on http://localhost:${config.port} – data in ${config.dataDir}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof ReadModelAheadOfLog) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  // 3: in use, as `cli migrate-events` answers when the app holds the event log.
  process.exit(error instanceof DataDirInUseError ? 3 : 1);
});
