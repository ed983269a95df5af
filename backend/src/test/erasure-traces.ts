import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { databaseNameOf, databaseOf, openMongoConnection } from '../platform/read-store/mongo/mongo-connection.js';
import { holdsAny } from './stored-text.js';
import type { TestApp } from './test-app.js';

/**
 * Where erased personal data could still be found in a test installation, for the erasure tests (docs/DESIGN.md §6).
 * On both profiles: the bytes of every file under DATA_DIR (SQLite files and their WALs; on KurrentDB the test
 * server's log, which stores event data base64-encoded, hence the base64 forms). With the read models on MongoDB
 * (TEST_READ_STORE=mongo, TEST_PROFILE=distributed) also every document of every collection of the app's
 * database, read through the driver (valid on any MongoDB), and, when the server is the FerretDB test server of
 * `scripts/services/ferretdb.sh`, the bytes of that database's SQLite file (not its WAL: `ferretDbFilesOf`).
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
 * bytes of its SQLite database file.
 */
export async function mongoDatabaseTraces(url: string, texts: readonly string[]): Promise<string[]> {
  const found = await mongoTraces(url, texts);
  for (const file of await ferretDbFilesOf(url)) {
    found.push(...holdsAny(await readFile(file), texts).map((text) => `${file}: ${text}`));
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
 * The database file of the database of `url` when it is on the FerretDB test server as `scripts/services/ferretdb.sh`
 * lays it out (`<cache>/run/ferretdb/data-<port>/<database>.sqlite`); none for another server.
 *
 * Not its WAL (`.sqlite-wal`): with `secure_delete` the database file holds no byte of a deleted document once the
 * deletion is checkpointed (wal_autocheckpoint(1): at once), but the WAL keeps the page images from before the
 * deletion until SQLite resets it, which happens only when a write begins after a complete checkpoint while no
 * reader holds an older snapshot. On a busy installation (the tests poll the API meanwhile) that is some later
 * write, on a quiet one possibly never; measured here: about one run in three still had the erased names in the
 * WAL right after the cleanup. The MongoDB protocol cannot force it: FerretDB's `compact` runs
 * `PRAGMA incremental_vacuum` (`VACUUM` with `force: true`), neither of which resets the WAL, and no command of
 * FerretDB v1.24 runs `wal_checkpoint` (its SQLite backend's source). So the WAL is a byte-level limit of FerretDB
 * (README, "Erasure on the distributed profile"); the tests assert the logical check over every document and the
 * database file.
 */
export async function ferretDbFilesOf(url: string): Promise<string[]> {
  const port = /^mongodb:\/\/(?:127\.0\.0\.1|localhost):(\d+)\//.exec(url)?.[1];
  const database = databaseNameOf(url);
  if (!port || !database) return [];
  const cache = process.env.FERRETDB_CACHE_DIR ?? join(homedir(), '.cache/insolvenzmonitor');
  const dir = join(cache, 'run/ferretdb', `data-${port}`);
  if (!existsSync(dir)) return [];
  const file = join(dir, `${database}.sqlite`);
  return existsSync(file) ? [file] : [];
}
