import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { dataFiles } from '../config/data-files.js';
import { mongoProjectionsHostProvider } from '../projections-host/mongo/mongo-projections-host.provider.js';
import { sqliteProjectionsHostProvider } from '../projections-host/sqlite/sqlite-projections-host.provider.js';
import { MONGO_READ_STORE_EXPORTS, mongoReadStoreProviders } from './mongo/mongo-read-store.providers.js';
import { SQLITE_READ_STORE_EXPORTS, sqliteReadStoreProviders } from './sqlite/sqlite-read-store.providers.js';

/**
 * How this process holds the projections host: `runs` it (the projections, or the reactors on its runner),
 * `observes` it (status and waits from the checkpoints that another process stores), or has `none`.
 */
export type ProjectionsHostUse = 'runs' | 'observes' | 'none';

/** A process runs the host when it runs the projections or the feed (a reactor on the projections' runner). */
export function projectionsHostUseOf(config: AppConfig): ProjectionsHostUse {
  return config.work.projections || config.work.feed ? 'runs' : 'observes';
}

/**
 * The configured read store (`READ_STORE`): its database handle(s) for the modules' adapters, its lifecycle, and
 * (unless `projections` is `none`) the projections host on it. `exports` are the tokens the modules may inject.
 */
export function readStoreProviders(
  config: AppConfig,
  options: { readonly projections: ProjectionsHostUse },
): { providers: Provider[]; exports: symbol[] } {
  const observeOnly = options.projections === 'observes' ? { timeoutMs: config.projectionWaitMs } : undefined;
  const host = options.projections !== 'none';
  if (config.readStore.kind === 'mongo') {
    return {
      providers: [
        ...mongoReadStoreProviders(config.readStore.url),
        ...(host ? [mongoProjectionsHostProvider(observeOnly)] : []),
      ],
      exports: MONGO_READ_STORE_EXPORTS,
    };
  }
  return {
    providers: [
      ...sqliteReadStoreProviders(dataFiles(config.dataDir).readModels),
      ...(host ? [sqliteProjectionsHostProvider(observeOnly)] : []),
    ],
    exports: SQLITE_READ_STORE_EXPORTS,
  };
}
