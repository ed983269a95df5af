import { resolve } from 'node:path';
import { ConfigError, DEFAULT_PUBLIC_API_KEY, loadConfig } from './app-config.js';

const defaults = { spaDir: '/srv/spa' };

describe('loadConfig', () => {
  it('defaults to the embedded profile on port 3000 with ./data', () => {
    const config = loadConfig({}, defaults);
    expect(config).toMatchObject({
      profile: 'embedded',
      port: 3000,
      dataDir: resolve('./data'),
      publicApiKey: DEFAULT_PUBLIC_API_KEY,
      jwtSecret: undefined,
      spaDir: '/srv/spa',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: '/tmp/x', JWT_SECRET: 'k'.repeat(32), PUBLIC_API_KEY: 'client-key-1' },
      defaults,
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      jwtSecret: 'k'.repeat(32),
      publicApiKey: 'client-key-1',
    });
  });

  it('fails fast, naming every problem', () => {
    let error: unknown;
    try {
      loadConfig({ PROFILE: 'cloud', PORT: 'abc', JWT_SECRET: 'short' }, defaults);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PROFILE must be "embedded" or "distributed", got "cloud"',
      'PORT must be a port number (0-65535), got "abc"',
      'JWT_SECRET must have at least 32 bytes (256 bits); leave it unset to generate one into DATA_DIR',
    ]);
  });

  it('requires the connection variables of the distributed profile', () => {
    expect(() => loadConfig({ PROFILE: 'distributed', MONGO_URL: 'mongodb://m' }, defaults)).toThrow(
      /KURRENTDB_URL is required[\s\S]*KAFKA_BROKERS is required/,
    );
    const config = loadConfig(
      {
        PROFILE: 'distributed',
        KURRENTDB_URL: 'kurrentdb://k:2113',
        MONGO_URL: 'mongodb://m',
        KAFKA_BROKERS: 'a:9092, b:9092',
      },
      defaults,
    );
    expect(config.distributed?.kafkaBrokers).toEqual(['a:9092', 'b:9092']);
  });
});
