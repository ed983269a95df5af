import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { dataFiles } from '../config/data-files.js';
import { mongoProjectionsHostProvider } from '../projections-host/mongo/mongo-projections-host.provider.js';
import { sqliteProjectionsHostProvider } from '../projections-host/sqlite/sqlite-projections-host.provider.js';
import { MONGO_READ_STORE_EXPORTS, mongoReadStoreProviders } from './mongo/mongo-read-store.providers.js';
import { SQLITE_READ_STORE_EXPORTS, sqliteReadStoreProviders } from './sqlite/sqlite-read-store.providers.js';

/**
 * The configured read store (`READ_STORE`): its database handle(s) for the modules' adapters, its lifecycle, and
 * (with `projections`) the projections host writing it. `exports` are the tokens the modules may inject.
 */
export function readStoreProviders(
  config: AppConfig,
  options: { readonly projections: boolean },
): { providers: Provider[]; exports: symbol[] } {
  if (config.readStore.kind === 'mongo') {
    return {
      providers: [
        ...mongoReadStoreProviders(config.readStore.url),
        ...(options.projections ? [mongoProjectionsHostProvider] : []),
      ],
      exports: MONGO_READ_STORE_EXPORTS,
    };
  }
  return {
    providers: [
      ...sqliteReadStoreProviders(dataFiles(config.dataDir).readModels),
      ...(options.projections ? [sqliteProjectionsHostProvider] : []),
    ],
    exports: SQLITE_READ_STORE_EXPORTS,
  };
}
