import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from './mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from './mongo-test-server.test-kit.js';

/**
 * The MongoDB test server answers lookups by `_id` (one, or a list with `$in`) from its `_id` index. FerretDB v1.24.2 as released never did on
 * SQLite (index on `->"_id"`, lookups on `->'$._id'`), so every read model's write scanned its whole collection;
 * `scripts/services/ferretdb.sh` patches that (README "MongoDB test server"). A server built without the patch, e.g.
 * an older build still running from the cache, fails here instead of slowing every distributed suite down.
 */
describeWithMongo('the MongoDB test server', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    await databaseOf(connection)
      .collection<{ _id: string; position: string }>('docs')
      .insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: `doc-${i}`, position: String(i).padStart(4, '0') })));
  });
  afterAll(async () => {
    await databaseOf(connection).dropDatabase();
    await connection.close();
  });

  it.each([
    ['one _id', { _id: 'doc-7' }],
    ['a list of _ids', { _id: { $in: ['doc-7', 'doc-9', 'doc-99'] } }],
  ])('finds documents by %s through the _id index, not by reading the collection', async (_, filter) => {
    const explained = (await databaseOf(connection).command({ explain: { find: 'docs', filter } })) as {
      serverInfo?: { ferretdbVersion?: string };
      queryPlanner?: unknown;
    };
    const plan = JSON.stringify(explained.queryPlanner);
    if (explained.serverInfo?.ferretdbVersion) {
      // SQLite's plan, as FerretDB reports it: SEARCH … USING INDEX <table>__id_ (<expr>=?), never SCAN.
      expect(plan).toMatch(/SEARCH \S+ USING INDEX \S+__id_ /);
    } else {
      expect(plan).not.toContain('COLLSCAN');
    }
  });

  it('answers a list of _ids with exactly the listed documents', async () => {
    const docs = databaseOf(connection).collection<{ _id: string; position: string }>('docs');
    const found = await docs.find({ _id: { $in: ['doc-9', 'doc-7', 'doc-99'] } }).toArray();
    expect(found.map((doc) => doc._id).sort()).toEqual(['doc-7', 'doc-9']);
    expect(await docs.countDocuments({ _id: { $in: [] } })).toBe(0);
  });

  it('applies a write guarded by _id and a further field to that document only', async () => {
    const docs = databaseOf(connection).collection<{ _id: string; position: string }>('docs');
    const older = await docs.replaceOne({ _id: 'doc-3', position: { $lt: '0002' } }, { position: '0100' });
    const newer = await docs.replaceOne({ _id: 'doc-3', position: { $lt: '0100' } }, { position: '0100' });
    expect({ older: older.matchedCount, newer: newer.matchedCount }).toEqual({ older: 0, newer: 1 });
    expect(await docs.find({ position: '0100' }).toArray()).toEqual([{ _id: 'doc-3', position: '0100' }]);
  });
});
