import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { databaseNameOf, databaseOf, openMongoConnection } from '../platform/read-store/mongo/mongo-connection.js';
import { holdsAny } from './stored-text.js';
import type { TestApp } from './test-app.js';

/**
 * Where erased personal data could still be found in a test installation, for the erasure tests (DESIGN.md §6).
 * On both profiles: the bytes of every file under DATA_DIR (SQLite files and their WALs; on KurrentDB the test
 * server's log, which stores event data base64-encoded, hence the base64 forms). With the read models on MongoDB
 * (TEST_READ_STORE=mongo, TEST_PROFILE=distributed) also every document of every collection of the app's
 * database, read through the driver (valid on any MongoDB), and, when the server is the FerretDB test server of
 * `scripts/services/ferretdb.sh`, the bytes of that database's SQLite files (main file and WAL).
 */
export async function tracesIn(
  t: TestApp,
  texts: readonly string[],
  options: { skipFile?: (pathInDataDir: string) => boolean } = {},
): Promise<string[]> {
  const found = await fileTraces(t.dataDir, texts, options.skipFile);
  const readStore = t.config.readStore;
  if (readStore.kind === 'mongo') found.push(...(await mongoDatabaseTraces(readStore.url, texts)));
  return found;
}

/**
 * The `texts` in the MongoDB database of `url`: in its documents, and on the FerretDB test server also in the
 * bytes of its SQLite files.
 */
export async function mongoDatabaseTraces(url: string, texts: readonly string[]): Promise<string[]> {
  const found = await mongoTraces(url, texts);
  for (const file of (await ferretDbFilesOf(url)) ?? []) {
    const bytes = await readFile(file).catch(() => null); // a WAL removed meanwhile
    if (bytes) found.push(...holdsAny(bytes, texts).map((text) => `${file}: ${text}`));
  }
  return found;
}

/** The `texts` found in the files under `dir` (as UTF-8 or base64 at any offset), as `file: text`. */
export async function fileTraces(
  dir: string,
  texts: readonly string[],
  skip: (pathInDir: string) => boolean = () => false,
): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const found: string[] = [];
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || skip(relative(dir, file))) continue;
    const bytes = await readFile(file).catch(() => null); // a WAL removed meanwhile
    if (bytes) found.push(...holdsAny(bytes, texts).map((text) => `${file}: ${text}`));
  }
  return found;
}

/** The `texts` in any document of any collection of the database of `url`, as `mongodb collection: text`. */
export async function mongoTraces(url: string, texts: readonly string[]): Promise<string[]> {
  const connection = await openMongoConnection(url);
  try {
    const db = databaseOf(connection);
    const found: string[] = [];
    for (const { name } of await db.listCollections().toArray()) {
      const stored = JSON.stringify(await db.collection(name).find().toArray());
      found.push(...texts.filter((text) => stored.includes(text)).map((text) => `mongodb ${name}: ${text}`));
    }
    return found;
  } finally {
    await connection.close();
  }
}

/**
 * The SQLite files of the database of `url` when it is on the FerretDB test server as `scripts/services/ferretdb.sh`
 * lays it out (`<cache>/run/ferretdb/data-<port>/<database>.sqlite`, `-wal`, `-shm`); none for another server.
 */
export async function ferretDbFilesOf(url: string): Promise<string[]> {
  const port = /^mongodb:\/\/(?:127\.0\.0\.1|localhost):(\d+)\//.exec(url)?.[1];
  const database = databaseNameOf(url);
  if (!port || !database) return [];
  const cache = process.env.FERRETDB_CACHE_DIR ?? join(homedir(), '.cache/insolvenzmonitor');
  const dir = join(cache, 'run/ferretdb', `data-${port}`);
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) => file.startsWith(`${database}.sqlite`));
  return files.map((file) => join(dir, file));
}
