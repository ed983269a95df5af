import { Logger } from '@nestjs/common';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './create-app.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { logUnhandledRejections } from './platform/background/log-unhandled-rejections.js';

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  logUnhandledRejections();
  const config = loadConfig(process.env, { spaDir: join(here, '../../frontend/dist') });
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  new Logger('Bootstrap').log(
    `Insolvenzmonitor (${config.profile}) listening on http://localhost:${config.port} – data in ${config.dataDir}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
