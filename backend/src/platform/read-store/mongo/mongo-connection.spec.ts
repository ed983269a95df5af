import type { Connection } from 'mongoose';
import { databaseNameOf, databaseOf, openMongoConnection } from './mongo-connection.js';
import { MONGO_READ_STORE_HEALTH, mongoHealthCheck } from './mongo-health.js';

/**
 * Runs against the server in MONGO_URL (`scripts/services/ferretdb.sh start`, `.ci/run` starts it). In CI a
 * missing server is a failure, not a skip.
 */
const url = process.env.MONGO_URL?.trim() ?? '';

describe('MongoDB URL', () => {
  it('names the database the read models live in', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27017/insolvenz_test')).toBe('insolvenz_test');
    expect(databaseNameOf('mongodb://a:1,b:2/reads?replicaSet=rs0')).toBe('reads');
    expect(databaseNameOf('mongodb://127.0.0.1:27017/')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27017')).toBeUndefined();
  });

  it('is refused without a database or with another scheme, before any connection attempt', async () => {
    await expect(openMongoConnection('mongodb://127.0.0.1:27017')).rejects.toThrow('MONGO_URL must name the database');
    await expect(openMongoConnection('postgres://127.0.0.1/x')).rejects.toThrow('mongodb://');
  });

  it('fails within its timeout when no server listens there', async () => {
    const nowhere = 'mongodb://127.0.0.1:9/insolvenz_nowhere';
    await expect(openMongoConnection(nowhere, { serverSelectionTimeoutMS: 300 })).rejects.toThrow();
  });
});

if (url === '') {
  if (process.env.CI) {
    it('has a MongoDB test server in CI', () => {
      throw new Error('MONGO_URL is not set: .ci/run starts the test server with scripts/services/ferretdb.sh');
    });
  } else {
    it.skip('MongoDB connection (set MONGO_URL, e.g. after scripts/services/ferretdb.sh start)', () => undefined);
  }
} else {
  describe('MongoDB connection and its health component', () => {
    let connection: Connection;
    beforeEach(async () => {
      connection = await openMongoConnection(url);
    });
    afterEach(() => connection.close());

    it('opens the database named in MONGO_URL and reports the server healthy', async () => {
      expect(databaseOf(connection).databaseName).toBe(databaseNameOf(url));
      const health = await mongoHealthCheck(connection)();
      expect(health).toEqual({
        name: MONGO_READ_STORE_HEALTH,
        status: 'ok',
        details: { state: 'connected', pingMs: expect.any(Number), lastError: null },
      });
    });

    it('reports degraded, without the URL, once the connection is gone', async () => {
      await connection.close();
      const health = await mongoHealthCheck(connection)();
      expect(health.status).toBe('degraded');
      expect(health.details.lastError).toMatch(/connection disconnected/);
      expect(JSON.stringify(health)).not.toContain(url);
    });
  });
}
