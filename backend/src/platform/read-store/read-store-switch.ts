import type { FactoryProvider, InjectionToken, OptionalFactoryDependency } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

type Adapter<T> = Omit<FactoryProvider<T>, 'provide' | 'scope' | 'durable'>;

/**
 * One port provided by the adapter of the configured read store (`READ_STORE`). Each adapter is a factory
 * provider of its own folder (it knows its database handle's token); both handles are injected as optional,
 * because only the configured store's handle exists. SQLite is the default.
 */
export function readStoreProvider<T>(
  token: InjectionToken,
  adapters: { readonly sqlite: Adapter<T>; readonly mongo: Adapter<T> },
): FactoryProvider<T> {
  const sqliteDeps = optional(adapters.sqlite.inject);
  const mongoDeps = optional(adapters.mongo.inject);
  return {
    provide: token,
    inject: [APP_CONFIG, ...sqliteDeps, ...mongoDeps],
    useFactory: (config: AppConfig, ...deps: unknown[]) =>
      config.readStore.kind === 'mongo'
        ? adapters.mongo.useFactory(...deps.slice(sqliteDeps.length))
        : adapters.sqlite.useFactory(...deps.slice(0, sqliteDeps.length)),
  };
}

function optional(inject: FactoryProvider['inject'] = []): OptionalFactoryDependency[] {
  return inject.map((dependency) =>
    typeof dependency === 'object' && dependency !== null && 'token' in dependency
      ? { token: dependency.token, optional: true }
      : { token: dependency, optional: true },
  );
}
