import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distributedTestStores, testInstallationEnv, testProfileIsDistributed } from './distributed-test-profile.js';

describe('the test profile switch (TEST_PROFILE)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['TEST_PROFILE', 'MONGO_URL', 'KAFKA_BROKERS']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is the embedded profile unless TEST_PROFILE=distributed, and refuses other values', () => {
    delete process.env.TEST_PROFILE;
    expect(testProfileIsDistributed()).toBe(false);
    process.env.TEST_PROFILE = 'distributed';
    expect(testProfileIsDistributed()).toBe(true);
    process.env.TEST_PROFILE = 'verteilt';
    expect(() => testProfileIsDistributed()).toThrow(
      'TEST_PROFILE must be "embedded" or "distributed", got "verteilt"',
    );
  });

  it('says which servers the distributed profile needs before it starts any', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'profile-'));
    try {
      delete process.env.MONGO_URL;
      process.env.KAFKA_BROKERS = '127.0.0.1:9092';
      await expect(distributedTestStores(dataDir)).rejects.toThrow(
        'TEST_PROFILE=distributed needs MONGO_URL and KAFKA_BROKERS',
      );
      process.env.MONGO_URL = 'mongodb://127.0.0.1:27017/insolvenz_test';
      delete process.env.KAFKA_BROKERS;
      await expect(distributedTestStores(dataDir)).rejects.toThrow(
        'TEST_PROFILE=distributed needs MONGO_URL and KAFKA_BROKERS',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('gives a CLI command on the embedded profile just the DATA_DIR of the test app', async () => {
    delete process.env.TEST_PROFILE;
    expect(await testInstallationEnv('/tmp/app-x')).toEqual({ DATA_DIR: '/tmp/app-x' });
  });
});
