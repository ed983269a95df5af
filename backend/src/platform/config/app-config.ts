import { resolve } from 'node:path';
import { loadPortfoliosConfig, type PortfoliosConfig } from './portfolios-config.js';
import { loadWebhooksConfig, type WebhooksConfig } from './webhooks-config.js';
import {
  loadAccountLimits,
  loadAdminConfig,
  loadAppUrl,
  loadBillingConfig,
  loadQueryQuotas,
  type AccountLimits,
  type AdminBootstrapConfig,
  type BillingConfig,
  type QueryQuotas,
} from './account-config.js';
import {
  loadAlertMatcherPlacement,
  loadMessageBusConfig,
  type AlertMatcherPlacement,
  type MessageBusConfig,
} from './message-bus-config.js';
import { loadClockOffset, loadRetentionConfig, type RetentionConfig } from './retention-config.js';
import { EMAIL_ADDRESS as EMAIL } from '../text/email-address.js';
import { loadEventStoreConfig, type EventStoreConfig } from './event-store-config.js';
import { loadReadStoreConfig, type ReadStoreConfig } from './read-store-config.js';
import { loadImportPollConfig, type ImportPollConfig } from './import-poll-config.js';
import { loadRateLimitStoreConfig, type RateLimitStoreConfig } from './rate-limit-config.js';
import { backgroundWorkOf, type BackgroundWork, type ProcessRole } from './process-role.js';
import { loadHealthEndpoint, loadProjectionWaitMs, type HealthEndpoint } from './process-config.js';

/** Validated runtime configuration (docs/DESIGN.md §3). Built once at boot; a bad value stops the start. */
export interface AppConfig {
  readonly profile: 'embedded' | 'distributed';
  readonly nodeEnv: string;
  readonly dataDir: string;
  readonly port: number;
  readonly host: string;
  /**
   * `HTTP_WARM_UP_REQUESTS`: requests the API sends through its own pipeline on a private loopback server before
   * it listens (issue #33: a cold process answered its first thousands of requests at a third of its later
   * rate); 0 switches the warm-up off.
   */
  readonly httpWarmUpRequests: number;
  /** Key the SPA sends as `X-API-Key`; public by nature, it identifies the client, not the user. */
  readonly publicApiKey: string;
  /** HS256 secret; when unset it is generated into DATA_DIR on first start. */
  readonly jwtSecret: string | undefined;
  /** Key of the hashed case stream names (`STREAM_NAME_KEY`); unset: generated into DATA_DIR/stream-name-key. */
  readonly streamNameKey: string | undefined;
  /** Directory of the built SPA served on the same port. */
  readonly spaDir: string;
  readonly import: ImportConfig;
  /** Public base URL of the web app (links in e-mails, Stripe return URLs). */
  readonly appUrl: string;
  /** `ADMIN_EMAIL`/`ADMIN_PASSWORD`: an administrator ensured on start. */
  readonly admin?: AdminBootstrapConfig;
  /** Stripe; absent means billing answers 503 and everything else works. */
  readonly billing?: BillingConfig;
  readonly queryQuotas: QueryQuotas;
  readonly accountLimits: AccountLimits;
  readonly retention: RetentionConfig;
  /** Days the application clock runs ahead (demos, tests); 0 in production. */
  readonly clockOffsetDays: number;
  readonly mail: MailConfig;
  readonly alerts: AlertsConfig;
  /** Webhook delivery (issue #30 item 3). */
  readonly webhooks: WebhooksConfig;
  readonly portfolios: PortfoliosConfig;
  /** `MESSAGE_BUS`: in-process (default) or Kafka for the new-case feed. */
  readonly messageBus: MessageBusConfig;
  /** `EVENT_STORE`, `KURRENTDB_URL`. */
  readonly eventStore: EventStoreConfig;
  /** `READ_STORE`, `MONGO_URL`. */
  readonly readStore: ReadStoreConfig;
  /** `RATE_LIMIT_STORE`: rate limits and quotas in memory (default) or in MongoDB, shared by API replicas. */
  readonly rateLimitStore: RateLimitStoreConfig;
  /** Which process this is: the API or a worker (named by the entry point, not by a variable). */
  readonly role: ProcessRole;
  /** The background work this process runs (derived from profile, role and `ALERT_MATCHER`). */
  readonly work: BackgroundWork;
  /** `HEALTH_PORT`/`HEALTH_HOST`: where a worker serves `GET /health`; absent: no health endpoint. */
  readonly healthEndpoint?: HealthEndpoint;
  /**
   * `PROJECTION_WAIT_SECONDS`: how long a request that answers once the read models show its change waits for
   * projections that run in another process; then it answers 202 (saved, shown shortly).
   */
  readonly projectionWaitMs: number;
}

export interface ImportSession {
  /** Berlin wall-clock time `HH:MM`. */
  readonly time: string;
  readonly name: string;
}

export interface ImportConfig {
  readonly portalUrl: string;
  /** Daily import sessions, Europe/Berlin. */
  readonly sessions: readonly ImportSession[];
  /** Whether the sessions run by themselves (off in tests; manual runs always work). */
  readonly scheduled: boolean;
  /** Start a run right after start-up (demo), besides the schedule. */
  readonly onStart: boolean;
  /** How many days back each run looks (the portal allows unrestricted searches for two weeks). */
  readonly days: number;
  readonly concurrency: number;
  readonly delayMs: number;
  /**
   * `PORTAL_RETRY_BASE_MS` / `PORTAL_RETRY_MAX_MS`: a failed portal request is retried after base·2^(n−1) ms (half
   * of it random), at most the maximum; the defaults suit the real portal, tests shorten them so that a portal that
   * fails or is down costs milliseconds instead of half a minute.
   */
  readonly portalRetry: { readonly baseMs: number; readonly maxMs: number };
  /**
   * How long a run stays its owner's without a heartbeat (the owner renews it every quarter of this); only
   * after it expired may another process close the run as interrupted.
   */
  readonly leaseMs: number;
  /**
   * `IMPORT_RETRY_MINUTES` / `IMPORT_RETRY_MAX_MINUTES`: after a run that could not reach the portal, the scheduler
   * tries again after the first delay, then twice as late each time up to the maximum, until a run reaches the
   * portal or the next session comes first (0: no retries).
   */
  readonly retry: { readonly firstMs: number; readonly maxMs: number };
  /** The intraday light poll and the daily request budget (`import-poll-config.ts`). */
  readonly poll: ImportPollConfig;
  /** How full sessions notice corrected and withdrawn notices (issue #32). */
  readonly corrections: ImportCorrectionsConfig;
}

/**
 * A corrected text behind an unchanged listing row is found only by fetching the row again: each full session
 * fetches again up to `recheckRows` recorded rows (a random share) of each of the last `recheckDays` days, one
 * detail request each, counted like every request. A recorded row the complete listing of its day no longer
 * shows is withdrawn, unless more than `withdrawMaxRows` rows vanished at once (a partial listing then).
 */
export interface ImportCorrectionsConfig {
  /** `IMPORT_RECHECK_ROWS` (default 20; 0: never fetch a recorded row again). */
  readonly recheckRows: number;
  /** `IMPORT_RECHECK_DAYS` (default 3). */
  readonly recheckDays: number;
  /** `IMPORT_WITHDRAW_MAX_ROWS` (default 5). */
  readonly withdrawMaxRows: number;
}

export interface MailConfig {
  /** `smtp://` or `smtps://` URL (credentials allowed); unset: mails are written to DATA_DIR/outbox as .eml files. */
  readonly smtpUrl: string | undefined;
  /** From header of every mail the application sends. */
  readonly from: string;
  /** Where contact-form notifications go. */
  readonly supportEmail: string;
  /**
   * `MAIL_DELIVERY_LEASE_SECONDS`: how long a recorded send may stay without outcome before any process sends the
   * mail again (same Message-ID). Longer than the SMTP time-outs (10 s connect, 10 s greeting, 30 s idle).
   */
  readonly deliveryLeaseMs: number;
  /** `MAIL_DELIVERY_RETRY_SECONDS`: how often each process looks for mails whose lease expired. */
  readonly deliveryRetryMs: number;
}

export interface AlertsConfig {
  /** Berlin wall-clock time `HH:MM` of the daily digest, or null: no scheduled digest (the admin trigger works). */
  readonly digestTime: string | null;
  /**
   * `DEADLINE_REMINDER_TIME`: Berlin wall-clock time `HH:MM` of the daily deadline reminders ("Meine Fristen",
   * issue #32), or null (`off`): none are sent.
   */
  readonly deadlineReminderTime: string | null;
  /** `ALERT_SUBSCRIPTIONS_MAX`: subscriptions one user may have (form, API and watchlist together). */
  readonly subscriptionsMax: number;
  /** `ALERT_MATCHER`: the API process runs the matcher (`in-process`), or `npm run worker -- alerts` does. */
  readonly matcher: AlertMatcherPlacement;
  /**
   * `ALERT_DIGEST_MATCHER_WAIT_SECONDS`: how long a digest run waits for the new-case feed and the matcher to
   * catch up with the log before it sends (0: not at all); what is still behind then goes into the next digest.
   */
  readonly digestMatcherWaitMs: number;
  /**
   * `ALERT_OPT_IN_MAILS_PER_DAY`: opt-in (recipient confirmation) mails one account may send per Berlin day;
   * beyond it they wait for the next day's run ("wartet auf Versand").
   */
  readonly optInMailsPerDay: number;
  /**
   * `ALERT_IMMEDIATE_DAILY_CAP` (issue #30): immediate ("sofort") mails one recipient address gets per Berlin day;
   * beyond it the matches wait for the 07:00 digest (0: no immediate mails at all).
   */
  readonly immediateDailyCap: number;
}

export const DEFAULT_ALERT_DIGEST_TIME = '07:00';
/** Before the digest: a reminder of a deadline today should be read before the working day starts. */
export const DEFAULT_DEADLINE_REMINDER_TIME = '06:30';
/** Enough for a credit manager's customer list; far below what could flood a mail server. */
export const DEFAULT_ALERT_SUBSCRIPTIONS_MAX = 1000;
/** A credit manager adds a few colleagues' addresses a day; 1,000 strangers a day was possible (issue #28). */
export const DEFAULT_ALERT_OPT_IN_MAILS_PER_DAY = 20;
/** Covers a Kafka rebalance after a lost matcher (its session timeout, 30 s) with room to match. */
export const DEFAULT_ALERT_DIGEST_MATCHER_WAIT_SECONDS = 120;
/** One mail per poll every 10 minutes from 06:00 to 22:00 would be 96: 20 is a busy day's news, not a flood. */
export const DEFAULT_ALERT_IMMEDIATE_DAILY_CAP = 20;

export const DEFAULT_MAIL_FROM = 'Insolvenzmonitor <noreply@insolvenzmonitor.local>';
export const DEFAULT_SUPPORT_EMAIL = 'support@insolvenzmonitor.local';

export const DEFAULT_IMPORT_SESSIONS: readonly ImportSession[] = [
  { time: '08:30', name: 'Morning Session' },
  { time: '12:30', name: 'Midday Session' },
  { time: '16:30', name: 'Afternoon Session' },
  { time: '20:30', name: 'Evening Session' },
];

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

export const DEFAULT_PUBLIC_API_KEY = 'insolvenz-public-client';

export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaults: { readonly spaDir: string; readonly role?: ProcessRole },
): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };

  const profile = value('PROFILE') ?? 'embedded';
  if (profile !== 'embedded' && profile !== 'distributed') {
    problems.push(`PROFILE must be "embedded" or "distributed", got "${profile}"`);
  }

  const warmUpRaw = value('HTTP_WARM_UP_REQUESTS') ?? '400';
  const httpWarmUpRequests = Number(warmUpRaw);
  if (!/^\d+$/.test(warmUpRaw) || httpWarmUpRequests > 100_000)
    problems.push(`HTTP_WARM_UP_REQUESTS must be an integer between 0 and 100000, got "${warmUpRaw}"`);

  const portRaw = value('PORT') ?? '3000';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (0-65535), got "${portRaw}"`);

  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must have at least 32 bytes (256 bits); leave it unset to generate one into DATA_DIR');
  }

  const streamNameKey = value('STREAM_NAME_KEY');
  if (streamNameKey !== undefined && Buffer.byteLength(streamNameKey) < 32) {
    problems.push('STREAM_NAME_KEY must have at least 32 bytes; leave it unset to generate one into DATA_DIR');
  }

  const publicApiKey = value('PUBLIC_API_KEY') ?? DEFAULT_PUBLIC_API_KEY;
  if (publicApiKey.length < 8) problems.push('PUBLIC_API_KEY must have at least 8 characters');

  const eventStore = loadEventStoreConfig(value, problems, profile);
  const readStore = loadReadStoreConfig(value, problems, profile);
  const rateLimitStore = loadRateLimitStoreConfig(value, problems, profile);
  const importConfig = loadImportConfig(value, problems);
  const appUrl = loadAppUrl(value, problems, port);
  const admin = loadAdminConfig(value, problems);
  const billing = loadBillingConfig(value, problems);
  const queryQuotas = loadQueryQuotas(value, problems);
  const accountLimits = loadAccountLimits(value, problems);
  const retention = loadRetentionConfig(value, problems);
  const clockOffsetDays = loadClockOffset(value, problems, value('NODE_ENV') ?? 'development');
  const mail = loadMailConfig(value, problems);
  const messageBus = loadMessageBusConfig(value, problems, profile);
  const digestTime = value('ALERT_DIGEST_TIME') ?? DEFAULT_ALERT_DIGEST_TIME;
  if (digestTime !== 'off' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(digestTime)) {
    problems.push(`ALERT_DIGEST_TIME must be a time HH:MM (Europe/Berlin) or "off", got "${digestTime}"`);
  }
  const reminderTime = value('DEADLINE_REMINDER_TIME') ?? DEFAULT_DEADLINE_REMINDER_TIME;
  if (reminderTime !== 'off' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(reminderTime)) {
    problems.push(`DEADLINE_REMINDER_TIME must be a time HH:MM (Europe/Berlin) or "off", got "${reminderTime}"`);
  }
  const subscriptionsMaxRaw = value('ALERT_SUBSCRIPTIONS_MAX') ?? String(DEFAULT_ALERT_SUBSCRIPTIONS_MAX);
  const subscriptionsMax = Number(subscriptionsMaxRaw);
  if (!/^\d+$/.test(subscriptionsMaxRaw) || subscriptionsMax < 1 || subscriptionsMax > 100_000) {
    problems.push(`ALERT_SUBSCRIPTIONS_MAX must be an integer between 1 and 100000, got "${subscriptionsMaxRaw}"`);
  }

  const optInRaw = value('ALERT_OPT_IN_MAILS_PER_DAY') ?? String(DEFAULT_ALERT_OPT_IN_MAILS_PER_DAY);
  const optInMailsPerDay = Number(optInRaw);
  if (!/^\d+$/.test(optInRaw) || optInMailsPerDay < 1 || optInMailsPerDay > 1000) {
    problems.push(`ALERT_OPT_IN_MAILS_PER_DAY must be an integer between 1 and 1000, got "${optInRaw}"`);
  }

  const immediateCapRaw = value('ALERT_IMMEDIATE_DAILY_CAP') ?? String(DEFAULT_ALERT_IMMEDIATE_DAILY_CAP);
  const immediateDailyCap = Number(immediateCapRaw);
  if (!/^\d+$/.test(immediateCapRaw) || immediateDailyCap > 1000) {
    problems.push(`ALERT_IMMEDIATE_DAILY_CAP must be an integer between 0 and 1000, got "${immediateCapRaw}"`);
  }

  const digestWaitRaw = value('ALERT_DIGEST_MATCHER_WAIT_SECONDS') ?? String(DEFAULT_ALERT_DIGEST_MATCHER_WAIT_SECONDS);
  const digestWaitSeconds = Number(digestWaitRaw);
  if (!/^\d+(\.\d+)?$/.test(digestWaitRaw) || digestWaitSeconds > 3600) {
    problems.push(
      `ALERT_DIGEST_MATCHER_WAIT_SECONDS must be a number of seconds from 0 to 3600, got "${digestWaitRaw}"`,
    );
  }

  const alertMatcher = loadAlertMatcherPlacement(value, problems, messageBus, profile);
  const healthEndpoint = loadHealthEndpoint(value, problems);
  const projectionWaitMs = loadProjectionWaitMs(value, problems);
  const role = defaults.role ?? 'api';

  const webhooks = loadWebhooksConfig(value, problems);
  const portfolios = loadPortfoliosConfig(value, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    profile: profile as AppConfig['profile'],
    nodeEnv: value('NODE_ENV') ?? 'development',
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    port,
    host: value('HOST') ?? '0.0.0.0',
    httpWarmUpRequests,
    publicApiKey,
    jwtSecret,
    streamNameKey,
    spaDir: resolve(value('SPA_DIR') ?? defaults.spaDir),
    import: importConfig,
    appUrl,
    admin,
    billing,
    queryQuotas,
    accountLimits,
    retention,
    clockOffsetDays,
    mail,
    alerts: {
      digestTime: digestTime === 'off' ? null : digestTime,
      deadlineReminderTime: reminderTime === 'off' ? null : reminderTime,
      subscriptionsMax,
      matcher: alertMatcher,
      digestMatcherWaitMs: Math.round(digestWaitSeconds * 1000),
      optInMailsPerDay,
      immediateDailyCap,
    },
    webhooks,
    portfolios,
    messageBus,
    eventStore,
    readStore,
    rateLimitStore,
    role,
    work: backgroundWorkOf(profile as AppConfig['profile'], role, alertMatcher),
    healthEndpoint,
    projectionWaitMs,
  };
}

function loadImportConfig(value: (name: string) => string | undefined, problems: string[]): ImportConfig {
  const portalUrl = value('PORTAL_URL') ?? 'https://neu.insolvenzbekanntmachungen.de';
  if (!/^https?:\/\/[^\s/]+/.test(portalUrl)) problems.push(`PORTAL_URL must be an http(s) URL, got "${portalUrl}"`);

  let sessions = DEFAULT_IMPORT_SESSIONS;
  const sessionsRaw = value('IMPORT_SESSIONS');
  if (sessionsRaw !== undefined) {
    const parsed = sessionsRaw.split(';').map((part) => /^\s*([01]\d|2[0-3]):([0-5]\d)\s+(.+?)\s*$/.exec(part));
    if (parsed.some((m) => m === null) || parsed.length === 0) {
      problems.push('IMPORT_SESSIONS must look like "08:30 Morning Session;12:30 Midday Session"');
    } else {
      sessions = parsed
        .map((m) => ({ time: `${m![1]}:${m![2]}`, name: m![3] }))
        .sort((a, b) => a.time.localeCompare(b.time));
    }
  }

  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  const scheduleRaw = value('IMPORT_SCHEDULE') ?? 'on';
  if (scheduleRaw !== 'on' && scheduleRaw !== 'off')
    problems.push(`IMPORT_SCHEDULE must be "on" or "off", got "${scheduleRaw}"`);

  const onStartRaw = value('IMPORT_ON_START') ?? 'false';
  if (onStartRaw !== 'true' && onStartRaw !== 'false')
    problems.push(`IMPORT_ON_START must be "true" or "false", got "${onStartRaw}"`);

  return {
    portalUrl: portalUrl.replace(/\/+$/, ''),
    onStart: onStartRaw === 'true',
    sessions,
    scheduled: scheduleRaw === 'on',
    days: integer('IMPORT_DAYS', 14, 1, 60),
    concurrency: integer('IMPORT_CONCURRENCY', 4, 1, 16),
    delayMs: integer('IMPORT_DELAY_MS', 250, 0, 60_000),
    portalRetry: {
      baseMs: integer('PORTAL_RETRY_BASE_MS', 1_000, 0, 60_000),
      maxMs: integer('PORTAL_RETRY_MAX_MS', 30_000, 0, 600_000),
    },
    leaseMs: integer('IMPORT_LEASE_SECONDS', 60, 2, 3600) * 1000,
    retry: {
      firstMs: integer('IMPORT_RETRY_MINUTES', 5, 0, 1440) * 60_000,
      maxMs: integer('IMPORT_RETRY_MAX_MINUTES', 60, 1, 1440) * 60_000,
    },
    poll: loadImportPollConfig(value, problems),
    corrections: {
      recheckRows: integer('IMPORT_RECHECK_ROWS', 20, 0, 1000),
      recheckDays: integer('IMPORT_RECHECK_DAYS', 3, 0, 60),
      withdrawMaxRows: integer('IMPORT_WITHDRAW_MAX_ROWS', 5, 0, 1000),
    },
  };
}

function loadMailConfig(value: (name: string) => string | undefined, problems: string[]): MailConfig {
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    // The value is not echoed: it may contain the SMTP password.
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.de:587');
    }
  }

  const from = value('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const fromAddress = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!EMAIL.test(fromAddress) || /[\r\n\0]/.test(from)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  }

  const supportEmail = value('SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL;
  if (!EMAIL.test(supportEmail)) problems.push(`SUPPORT_EMAIL must be an e-mail address, got "${supportEmail}"`);

  const seconds = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    // Decimal digits only: Number() would also take 0x10, 1e1 and 0b11.
    const n = raw === undefined ? fallback : /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
      return fallback * 1000;
    }
    return n * 1000;
  };
  return {
    smtpUrl,
    from,
    supportEmail,
    deliveryLeaseMs: seconds('MAIL_DELIVERY_LEASE_SECONDS', 120, 1, 86_400),
    deliveryRetryMs: seconds('MAIL_DELIVERY_RETRY_SECONDS', 30, 1, 3600),
  };
}
