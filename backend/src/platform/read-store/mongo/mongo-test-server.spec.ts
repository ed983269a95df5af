import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from './mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from './mongo-test-server.test-kit.js';

/**
 * The MongoDB test server answers lookups by `_id` (one, or a list with `$in`) from its `_id` index, narrows any other
 * filter in SQLite by its equalities, `$in` lists and bounds on top-level fields before it decodes documents, and
 * counts a whole collection without decoding it (patches 4 and 5 of `scripts/services/ferretdb.sh`). FerretDB v1.24.2 as released never did on
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

  describe('filters on fields, answered as MongoDB answers them', () => {
    // Shapes where MongoDB's equality and ranges differ from a plain comparison: arrays (any element; each bound
    // of a range by any element), an object holding the value, numbers of two types, a numeric string, missing fields.
    const shapes = [
      { _id: 'a', tags: ['x', 'y'], n: 5, flag: true, name: 'alpha', day: '2026-11-03' },
      { _id: 'b', tags: 'x', n: 5.5, flag: false, name: 'beta', day: '2026-11-20' },
      { _id: 'c', tags: { v: 'x' }, n: '5', name: 'gamma', nested: { tags: 'x' } },
      { _id: 'd', tags: ['z', 'a'], n: [1, 9], day: ['2026-10-01', '2026-12-24'] },
      { _id: 'e' },
    ];
    const shapesCollection = () =>
      databaseOf(connection).collection<{ _id: string; [field: string]: unknown }>('shapes');
    beforeAll(async () => {
      await shapesCollection().insertMany(shapes);
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['a string, also an array element', { tags: 'x' }, ['a', 'b']],
      ['one of a list', { tags: { $in: ['y', 'z'] } }, ['a', 'd']],
      ['a list with null (missing fields)', { tags: { $in: ['x', null] } }, ['a', 'b', 'e']],
      ['an empty list', { tags: { $in: [] } }, []],
      ['an integer', { n: 5 }, ['a']],
      ['a lower bound', { n: { $gte: 5 } }, ['a', 'b', 'd']],
      ['both bounds, met by different elements', { n: { $gt: 2, $lt: 8 } }, ['a', 'b', 'd']],
      ['a range of strings', { day: { $gte: '2026-11-01', $lt: '2026-12-01' } }, ['a', 'b', 'd']],
      ['true', { flag: true }, ['a']],
      ['false', { flag: false }, ['b']],
      ['$or with a pattern', { $or: [{ tags: 'z' }, { name: { $regex: '^gam' } }] }, ['c', 'd']],
      ['$and with a pattern', { $and: [{ tags: 'x' }, { name: { $regex: '^b' } }] }, ['b']],
      ['an embedded document', { nested: { tags: 'x' } }, ['c']],
      ['a dotted path', { 'nested.tags': 'x' }, ['c']],
      ['$ne', { flag: { $ne: true } }, ['b', 'c', 'd', 'e']],
    ])('%s', async (_, filter, ids) => {
      const found = await shapesCollection()
        .find(filter, { projection: { _id: 1 } })
        .toArray();
      expect(found.map((doc) => doc._id).sort()).toEqual(ids);
      expect(await shapesCollection().countDocuments(filter)).toBe(ids.length);
    });

    it('counts the collection, whole and with a filter', async () => {
      expect(await shapesCollection().estimatedDocumentCount()).toBe(shapes.length);
      expect(await shapesCollection().countDocuments({})).toBe(shapes.length);
      expect(await databaseOf(connection).command({ count: 'shapes', query: { flag: true } })).toMatchObject({ n: 1 });
    });

    it('narrows a filter on fields in SQLite before reading the documents', async () => {
      const explained = (await databaseOf(connection).command({
        explain: { find: 'shapes', filter: { $and: [{ tags: 'x' }, { n: { $gte: 5 } }] } },
      })) as { serverInfo?: { ferretdbVersion?: string }; queryPlanner?: unknown };
      if (explained.serverInfo?.ferretdbVersion) expect(JSON.stringify(explained.queryPlanner)).toContain('json_each');
    });
  });

  it('applies a write guarded by _id and a further field to that document only', async () => {
    const docs = databaseOf(connection).collection<{ _id: string; position: string }>('docs');
    const older = await docs.replaceOne({ _id: 'doc-3', position: { $lt: '0002' } }, { position: '0100' });
    const newer = await docs.replaceOne({ _id: 'doc-3', position: { $lt: '0100' } }, { position: '0100' });
    expect({ older: older.matchedCount, newer: newer.matchedCount }).toEqual({ older: 0, newer: 1 });
    expect(await docs.find({ position: '0100' }).toArray()).toEqual([{ _id: 'doc-3', position: '0100' }]);
  });
});
