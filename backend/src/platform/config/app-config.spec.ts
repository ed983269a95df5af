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
        MONGO_URL: 'mongodb://m/insolvenz',
        KAFKA_BROKERS: 'a:9092, b:9092',
      },
      defaults,
    );
    expect(config.eventStore).toEqual({ kind: 'kurrentdb', connectionString: 'kurrentdb://k:2113' });
    expect(config.readStore).toEqual({ kind: 'mongo', url: 'mongodb://m/insolvenz' });
    expect(config.messageBus).toMatchObject({ adapter: 'kafka', brokers: ['a:9092', 'b:9092'] });
    expect(config.rateLimitStore).toEqual({ kind: 'mongo', mongoUrl: 'mongodb://m/insolvenz' });
    expect(config.alerts.matcher).toBe('worker');
  });

  it('names each missing server of the distributed profile once', () => {
    let problems: string[] = [];
    try {
      loadConfig({ PROFILE: 'distributed' }, defaults);
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'KURRENTDB_URL is required for PROFILE=distributed',
      'MONGO_URL is required for PROFILE=distributed',
      'KAFKA_BROKERS is required for PROFILE=distributed (e.g. 127.0.0.1:9092)',
    ]);
  });

  it('refuses an adapter switch that contradicts PROFILE=distributed', () => {
    const distributed = {
      PROFILE: 'distributed',
      KURRENTDB_URL: 'kurrentdb://k:2113',
      MONGO_URL: 'mongodb://m/insolvenz',
      KAFKA_BROKERS: 'a:9092',
    };
    for (const [variable, kind] of [
      ['EVENT_STORE', 'sqlite'],
      ['READ_STORE', 'sqlite'],
      ['MESSAGE_BUS', 'in-process'],
      ['RATE_LIMIT_STORE', 'memory'],
      ['ALERT_MATCHER', 'in-process'],
    ]) {
      expect(() => loadConfig({ ...distributed, [variable]: kind }, defaults)).toThrow(
        `${variable}=${kind} contradicts PROFILE=distributed`,
      );
    }
    // Naming the profile's own adapter is fine.
    expect(loadConfig({ ...distributed, EVENT_STORE: 'kurrentdb', MESSAGE_BUS: 'kafka' }, defaults).profile).toBe(
      'distributed',
    );
  });

  it('decides which background work each process runs', () => {
    const distributed = {
      PROFILE: 'distributed',
      KURRENTDB_URL: 'kurrentdb://k:2113',
      MONGO_URL: 'mongodb://m/insolvenz',
      KAFKA_BROKERS: 'a:9092',
    };
    const work = (env: NodeJS.ProcessEnv, role?: 'api' | 'projections' | 'feed' | 'alerts' | 'scheduler') =>
      loadConfig(env, { ...defaults, role }).work;
    const all = { projections: true, feed: true, matcher: true, schedulers: true };
    const none = { projections: false, feed: false, matcher: false, schedulers: false };
    expect(work({})).toEqual(all);
    expect(work({ MESSAGE_BUS: 'kafka', KAFKA_BROKERS: 'a:9092', ALERT_MATCHER: 'worker' })).toEqual({
      ...all,
      matcher: false,
    });
    expect(work(distributed)).toEqual(none);
    expect(work(distributed, 'projections')).toEqual({ ...none, projections: true });
    expect(work(distributed, 'feed')).toEqual({ ...none, feed: true });
    expect(work(distributed, 'alerts')).toEqual({ ...none, matcher: true });
    expect(work(distributed, 'scheduler')).toEqual({ ...none, schedulers: true });
  });

  it('reads the health endpoint and the projection wait', () => {
    expect(loadConfig({}, defaults).healthEndpoint).toBeUndefined();
    expect(loadConfig({}, defaults).projectionWaitMs).toBe(5_000);
    expect(loadConfig({ HEALTH_PORT: '9464' }, defaults).healthEndpoint).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ PROJECTION_WAIT_SECONDS: '2.5' }, defaults).projectionWaitMs).toBe(2500);
    expect(() => loadConfig({ HEALTH_PORT: 'x' }, defaults)).toThrow('HEALTH_PORT must be a port number');
    expect(() => loadConfig({ PROJECTION_WAIT_SECONDS: '0' }, defaults)).toThrow('PROJECTION_WAIT_SECONDS must be');
  });

  it('uses the in-process bus unless MESSAGE_BUS=kafka names brokers', () => {
    expect(loadConfig({}, defaults).messageBus).toEqual({ adapter: 'in-process' });
    expect(() => loadConfig({ MESSAGE_BUS: 'kafka' }, defaults)).toThrow(
      /KAFKA_BROKERS is required for MESSAGE_BUS=kafka/,
    );
    expect(() => loadConfig({ MESSAGE_BUS: 'rabbit' }, defaults)).toThrow(
      /MESSAGE_BUS must be "in-process" or "kafka"/,
    );
    const config = loadConfig(
      {
        MESSAGE_BUS: 'kafka',
        KAFKA_BROKERS: '127.0.0.1:9092',
        KAFKA_TOPIC_PARTITIONS: '3',
        KAFKA_RETENTION_HOURS: '24',
      },
      defaults,
    );
    expect(config.messageBus).toEqual({
      adapter: 'kafka',
      brokers: ['127.0.0.1:9092'],
      partitions: 3,
      retentionMs: 86_400_000,
      namespace: '',
      fetchWaitMs: 5000,
      sessionTimeoutMs: 30_000,
    });
  });

  it("keeps the topics' retention under 14 days: their messages carry debtors' name tokens (docs/DESIGN.md §6)", () => {
    const kafka = { MESSAGE_BUS: 'kafka', KAFKA_BROKERS: '127.0.0.1:9092' };
    expect(loadConfig({ ...kafka, KAFKA_RETENTION_HOURS: '312' }, defaults).messageBus).toMatchObject({
      retentionMs: 312 * 3600_000,
    });
    expect(() => loadConfig({ ...kafka, KAFKA_RETENTION_HOURS: '313' }, defaults)).toThrow(/KAFKA_RETENTION_HOURS/);
  });
});

describe('event store selection', () => {
  it('uses the embedded SQLite file unless EVENT_STORE=kurrentdb names a KurrentDB server', () => {
    expect(loadConfig({}, defaults).eventStore).toEqual({ kind: 'sqlite' });
    const config = loadConfig(
      { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://127.0.0.1:2113?tls=false' },
      defaults,
    );
    expect(config.eventStore).toEqual({ kind: 'kurrentdb', connectionString: 'kurrentdb://127.0.0.1:2113?tls=false' });
    expect(config.profile).toBe('embedded');
  });

  it('names a missing or malformed KURRENTDB_URL and an unknown EVENT_STORE', () => {
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb' }, defaults)).toThrow(
      'KURRENTDB_URL is required for EVENT_STORE=kurrentdb',
    );
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://x' }, defaults)).toThrow(
      'KURRENTDB_URL must be a connection string',
    );
    expect(() => loadConfig({ EVENT_STORE: 'postgres' }, defaults)).toThrow(
      'EVENT_STORE must be "sqlite" or "kurrentdb", got "postgres"',
    );
  });
});

describe('read store selection', () => {
  it('uses the embedded SQLite file unless READ_STORE=mongo names a MongoDB database', () => {
    expect(loadConfig({}, defaults).readStore).toEqual({ kind: 'sqlite' });
    const url = 'mongodb://127.0.0.1:27017/insolvenzmonitor';
    const config = loadConfig({ READ_STORE: 'mongo', MONGO_URL: url }, defaults);
    expect(config.readStore).toEqual({ kind: 'mongo', url });
    expect(config.profile).toBe('embedded');
  });

  it('implies mongo with PROFILE=distributed', () => {
    const config = loadConfig(
      {
        PROFILE: 'distributed',
        KURRENTDB_URL: 'kurrentdb://k:2113',
        MONGO_URL: 'mongodb://m:27017/insolvenz',
        KAFKA_BROKERS: 'a:9092',
      },
      defaults,
    );
    expect(config.readStore).toEqual({ kind: 'mongo', url: 'mongodb://m:27017/insolvenz' });
  });

  it('names a missing or malformed MONGO_URL and an unknown READ_STORE, never echoing the URL', () => {
    expect(() => loadConfig({ READ_STORE: 'mongo' }, defaults)).toThrow('MONGO_URL is required for READ_STORE=mongo');
    let error: unknown;
    try {
      loadConfig({ READ_STORE: 'mongo', MONGO_URL: 'mongodb://admin:geheim@m:27017' }, defaults);
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'MONGO_URL must be a mongodb:// or mongodb+srv:// URL naming the database, e.g. mongodb://127.0.0.1:27017/insolvenzmonitor',
    ]);
    expect((error as Error).message).not.toContain('geheim');
    expect(() => loadConfig({ READ_STORE: 'postgres' }, defaults)).toThrow(
      'READ_STORE must be "sqlite" or "mongo", got "postgres"',
    );
  });
});

describe('rate-limit store selection', () => {
  it('counts in memory unless RATE_LIMIT_STORE=mongo names a MongoDB database', () => {
    expect(loadConfig({}, defaults).rateLimitStore).toEqual({ kind: 'memory' });
    expect(loadConfig({ MONGO_URL: 'mongodb://127.0.0.1:27017/im' }, defaults).rateLimitStore).toEqual({
      kind: 'memory',
    });
    expect(
      loadConfig({ RATE_LIMIT_STORE: 'mongo', MONGO_URL: 'mongodb://127.0.0.1:27017/im' }, defaults).rateLimitStore,
    ).toEqual({ kind: 'mongo', mongoUrl: 'mongodb://127.0.0.1:27017/im' });
  });

  it('names a missing or malformed MONGO_URL without echoing it, and an unknown RATE_LIMIT_STORE', () => {
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'mongo' }, defaults)).toThrow(
      'MONGO_URL is required for RATE_LIMIT_STORE=mongo',
    );
    const secret = 'mongodb://user:s3cret@db.example.de:27017';
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'mongo', MONGO_URL: secret }, defaults)).toThrow(
      'MONGO_URL must be a mongodb:// or mongodb+srv:// URL naming the database',
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'mongo', MONGO_URL: secret }, defaults)).not.toThrow('s3cret');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' }, defaults)).toThrow(
      'RATE_LIMIT_STORE must be "memory" or "mongo", got "redis"',
    );
  });
});

describe('import configuration', () => {
  it('defaults to four Berlin sessions starting with the 08:30 Morning Session against the real portal', () => {
    const config = loadConfig({}, defaults);
    expect(config.import.portalUrl).toBe('https://neu.insolvenzbekanntmachungen.de');
    expect(config.import.sessions).toHaveLength(4);
    expect(config.import.sessions[0]).toEqual({ time: '08:30', name: 'Morning Session' });
    expect(config.import).toMatchObject({ scheduled: true, days: 14, concurrency: 4, delayMs: 250 });
    expect(config.import.portalRetry).toEqual({ baseMs: 1_000, maxMs: 30_000 });
  });

  it("reads the portal client's retry backoff (tests shorten it) and rejects values out of range", () => {
    const config = loadConfig({ PORTAL_RETRY_BASE_MS: '20', PORTAL_RETRY_MAX_MS: '200' }, defaults);
    expect(config.import.portalRetry).toEqual({ baseMs: 20, maxMs: 200 });
    expect(() => loadConfig({ PORTAL_RETRY_BASE_MS: '-1' }, defaults)).toThrow(
      /PORTAL_RETRY_BASE_MS must be an integer between 0 and 60000/,
    );
  });

  it('reads sessions, portal URL and limits, and rejects malformed values', () => {
    const config = loadConfig(
      {
        IMPORT_SESSIONS: '18:00 Abend;07:15 Früh',
        PORTAL_URL: 'http://127.0.0.1:8090/',
        IMPORT_SCHEDULE: 'off',
        IMPORT_CONCURRENCY: '2',
      },
      defaults,
    );
    expect(config.import.sessions).toEqual([
      { time: '07:15', name: 'Früh' },
      { time: '18:00', name: 'Abend' },
    ]);
    expect(config.import).toMatchObject({ portalUrl: 'http://127.0.0.1:8090', scheduled: false, concurrency: 2 });
    expect(() => loadConfig({ IMPORT_SESSIONS: '25:00 Nacht', IMPORT_CONCURRENCY: '0' }, defaults)).toThrow(
      /IMPORT_SESSIONS must look like[\s\S]*IMPORT_CONCURRENCY must be an integer between 1 and 16/,
    );
  });
});

describe('mail configuration', () => {
  it('defaults to the outbox with the documented sender and support address', () => {
    expect(loadConfig({}, defaults).mail).toEqual({
      smtpUrl: undefined,
      from: 'Insolvenzmonitor <noreply@insolvenzmonitor.local>',
      supportEmail: 'support@insolvenzmonitor.local',
      deliveryLeaseMs: 120_000,
      deliveryRetryMs: 30_000,
    });
  });

  it('reads the delivery lease and retry interval in seconds, and rejects what is not a whole number', () => {
    const mail = loadConfig({ MAIL_DELIVERY_LEASE_SECONDS: '5', MAIL_DELIVERY_RETRY_SECONDS: '1' }, defaults).mail;
    expect(mail).toMatchObject({ deliveryLeaseMs: 5_000, deliveryRetryMs: 1_000 });
    expect(() => loadConfig({ MAIL_DELIVERY_LEASE_SECONDS: '0x10' }, defaults)).toThrow(
      /MAIL_DELIVERY_LEASE_SECONDS must be an integer between 1 and 86400, got "0x10"/,
    );
  });

  it('reads SMTP_URL, MAIL_FROM and SUPPORT_EMAIL', () => {
    const config = loadConfig(
      {
        SMTP_URL: 'smtps://mailer:geheim@mail.example.de:465',
        MAIL_FROM: 'Monitor <monitor@example.de>',
        SUPPORT_EMAIL: 'hilfe@example.de',
      },
      defaults,
    );
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:geheim@mail.example.de:465',
      from: 'Monitor <monitor@example.de>',
      supportEmail: 'hilfe@example.de',
      deliveryLeaseMs: 120_000,
      deliveryRetryMs: 30_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1025' }, defaults).mail.smtpUrl).toBe('smtp://127.0.0.1:1025');
  });

  it('rejects malformed values without echoing the SMTP password', () => {
    let error: unknown;
    try {
      loadConfig(
        { SMTP_URL: 'http://user:topsecret@mail.example.de', MAIL_FROM: 'Monitor', SUPPORT_EMAIL: 'support' },
        defaults,
      );
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.de:587',
      'MAIL_FROM must be an address or "Name <address>", got "Monitor"',
      'SUPPORT_EMAIL must be an e-mail address, got "support"',
    ]);
    expect((error as Error).message).not.toContain('topsecret');
    expect(() => loadConfig({ SMTP_URL: 'kein url' }, defaults)).toThrow(/SMTP_URL must be/);
  });
});

describe('accounts, billing and retention configuration', () => {
  it('defaults: no admin, no Stripe, 14/30 days, cleanup at 03:15, outbox kept 14 days, contact messages 180, real clock', () => {
    const config = loadConfig({}, defaults);
    expect(config.admin).toBeUndefined();
    expect(config.billing).toBeUndefined();
    expect(config.queryQuotas).toEqual({ free: 5000, pro: 50000 });
    expect(config.retention).toEqual({
      individualsDays: 14,
      companiesDays: 30,
      cleanupTime: '03:15',
      outboxDays: 14,
      contactMessagesDays: 180,
    });
    expect(config.clockOffsetDays).toBe(0);
  });

  it('reads retention days, cleanup time and the clock offset', () => {
    const config = loadConfig(
      {
        RETENTION_DAYS_INDIVIDUALS: '7',
        RETENTION_DAYS_COMPANIES: '60',
        RETENTION_CLEANUP_TIME: 'off',
        OUTBOX_RETENTION_DAYS: '3',
        CONTACT_RETENTION_DAYS: '90',
        CLOCK_OFFSET_DAYS: '-3',
      },
      defaults,
    );
    expect(config.retention).toEqual({
      individualsDays: 7,
      companiesDays: 60,
      cleanupTime: null,
      outboxDays: 3,
      contactMessagesDays: 90,
    });
    expect(loadConfig({}, defaults).retention.contactMessagesDays).toBe(180);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: '0' }, defaults)).toThrow(
      /OUTBOX_RETENTION_DAYS must be a number of days/,
    );
    expect(() => loadConfig({ CONTACT_RETENTION_DAYS: 'halbes Jahr' }, defaults)).toThrow(
      /CONTACT_RETENTION_DAYS must be a number of days/,
    );
    expect(config.clockOffsetDays).toBe(-3);
  });

  it('keeps unconfirmed accounts 7 days unless UNCONFIRMED_ACCOUNT_DAYS says otherwise, and refuses nonsense', () => {
    expect(loadConfig({}, defaults).accountLimits.unconfirmedAccountDays).toBe(7);
    expect(loadConfig({ UNCONFIRMED_ACCOUNT_DAYS: '14' }, defaults).accountLimits.unconfirmedAccountDays).toBe(14);
    for (const wrong of ['0', '2.5', 'sieben', '3651']) {
      expect(() => loadConfig({ UNCONFIRMED_ACCOUNT_DAYS: wrong }, defaults)).toThrow(
        `UNCONFIRMED_ACCOUNT_DAYS must be an integer between 1 and 3650, got "${wrong}"`,
      );
    }
  });

  it('refuses CLOCK_OFFSET_DAYS in production and malformed values everywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_DAYS: '20' }, defaults)).toThrow(
      /CLOCK_OFFSET_DAYS is not allowed with NODE_ENV=production/,
    );
    expect(() =>
      loadConfig(
        {
          CLOCK_OFFSET_DAYS: '1.5',
          RETENTION_DAYS_COMPANIES: '0',
          RETENTION_CLEANUP_TIME: '25:00',
          ADMIN_EMAIL: 'a@b.de',
        },
        defaults,
      ),
    ).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together[\s\S]*RETENTION_CLEANUP_TIME must be[\s\S]*RETENTION_DAYS_COMPANIES must be[\s\S]*CLOCK_OFFSET_DAYS must be a whole number/,
    );
  });

  it('needs every Stripe setting once STRIPE_SECRET_KEY is set', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, defaults)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const config = loadConfig(
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_YEARLY: 'price_y',
      },
      defaults,
    );
    expect(config.billing).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceMonthly: 'price_m',
      priceYearly: 'price_y',
      apiBase: null,
    });
  });
});

describe('alerts configuration', () => {
  it('sends the daily digest at 07:00 Berlin time by default, at ALERT_DIGEST_TIME, or never with "off"', () => {
    expect(loadConfig({}, { spaDir: '/spa' }).alerts).toMatchObject({ digestTime: '07:00' });
    expect(loadConfig({ ALERT_DIGEST_TIME: '06:15' }, { spaDir: '/spa' }).alerts).toMatchObject({
      digestTime: '06:15',
    });
    expect(loadConfig({ ALERT_DIGEST_TIME: 'off' }, { spaDir: '/spa' }).alerts).toMatchObject({ digestTime: null });
    expect(() => loadConfig({ ALERT_DIGEST_TIME: '7 Uhr' }, { spaDir: '/spa' })).toThrow(
      'ALERT_DIGEST_TIME must be a time HH:MM (Europe/Berlin) or "off", got "7 Uhr"',
    );
  });

  it('caps immediate mails at 20 per recipient and day by default, ALERT_IMMEDIATE_DAILY_CAP otherwise', () => {
    const cap = (env: NodeJS.ProcessEnv) => loadConfig(env, { spaDir: '/spa' }).alerts.immediateDailyCap;
    expect(cap({})).toBe(20);
    expect(cap({ ALERT_IMMEDIATE_DAILY_CAP: '0' })).toBe(0);
    expect(cap({ ALERT_IMMEDIATE_DAILY_CAP: '3' })).toBe(3);
    for (const bad of ['-1', 'viele', '1001', '2.5']) {
      expect(() => loadConfig({ ALERT_IMMEDIATE_DAILY_CAP: bad }, { spaDir: '/spa' })).toThrow(
        `ALERT_IMMEDIATE_DAILY_CAP must be an integer between 0 and 1000, got "${bad}"`,
      );
    }
  });

  it('waits up to 120 s for the matcher before a digest by default, ALERT_DIGEST_MATCHER_WAIT_SECONDS otherwise', () => {
    const wait = (env: NodeJS.ProcessEnv) => loadConfig(env, { spaDir: '/spa' }).alerts.digestMatcherWaitMs;
    expect(wait({})).toBe(120_000);
    expect(wait({ ALERT_DIGEST_MATCHER_WAIT_SECONDS: '0' })).toBe(0);
    expect(wait({ ALERT_DIGEST_MATCHER_WAIT_SECONDS: '2.5' })).toBe(2500);
    for (const bad of ['-1', 'zwei', '3601']) {
      expect(() => loadConfig({ ALERT_DIGEST_MATCHER_WAIT_SECONDS: bad }, { spaDir: '/spa' })).toThrow(
        `ALERT_DIGEST_MATCHER_WAIT_SECONDS must be a number of seconds from 0 to 3600, got "${bad}"`,
      );
    }
  });
});

describe('subscription cap', () => {
  it('allows 1,000 subscriptions per user by default, or ALERT_SUBSCRIPTIONS_MAX', () => {
    expect(loadConfig({}, { spaDir: '/spa' }).alerts.subscriptionsMax).toBe(1000);
    expect(loadConfig({ ALERT_SUBSCRIPTIONS_MAX: '50' }, { spaDir: '/spa' }).alerts.subscriptionsMax).toBe(50);
    expect(() => loadConfig({ ALERT_SUBSCRIPTIONS_MAX: '0' }, { spaDir: '/spa' })).toThrow(
      'ALERT_SUBSCRIPTIONS_MAX must be an integer between 1 and 100000, got "0"',
    );
  });
});
