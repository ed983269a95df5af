import { join } from 'node:path';

/** The files of the embedded profile inside DATA_DIR. Everything personal lives in these two files. */
export function dataFiles(dataDir: string) {
  return {
    eventStore: join(dataDir, 'events.sqlite'),
    readModels: join(dataDir, 'read-models.sqlite'),
    jwtSecret: join(dataDir, 'jwt-secret'),
    outbox: join(dataDir, 'outbox'),
  } as const;
}
