import { join } from 'node:path';

/**
 * The files of the embedded profile inside DATA_DIR. Personal data lives in the two databases and, when no
 * SMTP server is configured, in the mails written to the outbox.
 */
export function dataFiles(dataDir: string) {
  return {
    eventStore: join(dataDir, 'events.sqlite'),
    readModels: join(dataDir, 'read-models.sqlite'),
    jwtSecret: join(dataDir, 'jwt-secret'),
    streamNameKey: join(dataDir, 'stream-name-key'),
    outbox: join(dataDir, 'outbox'),
  } as const;
}
