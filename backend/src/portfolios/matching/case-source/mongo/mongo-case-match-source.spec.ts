import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../../platform/read-store/mongo/mongo-connection.js';
import {
  describeWithMongo,
  freshDatabaseUrl,
} from '../../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { caseMatchSourceContract, GIVEN_CASES } from '../contract/case-match-source.contract.test-kit.js';
import { MongoCaseMatchSource } from './mongo-case-match-source.js';

describeWithMongo('MongoDB case match source', () => {
  const connections: Connection[] = [];
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });
  const open = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    return databaseOf(connection);
  };
  caseMatchSourceContract(() => ({
    async given() {
      const db = await open();
      // Documents as the cases projection writes them: null fields are not stored.
      await db.collection('rm_cases').insertMany(
        GIVEN_CASES.map((c) => ({
          _id: `case-${c.caseId}`,
          ...Object.fromEntries(Object.entries(c).filter(([, value]) => value !== null)),
          description: 'In dem Insolvenzeröffnungsverfahren …',
          notices: [],
        })) as never[],
      );
      return new MongoCaseMatchSource(db);
    },
    async empty() {
      return new MongoCaseMatchSource(await open());
    },
  }));
});
