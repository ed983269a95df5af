import { isEmailAddress } from '../text/email-address.js';

/** Settings of accounts and billing (docs/DESIGN.md §10), validated with the rest of the configuration. */
export interface AdminBootstrapConfig {
  readonly email: string;
  readonly password: string;
}

export interface BillingConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly priceMonthly: string;
  readonly priceYearly: string;
  /** Stripe API base URL; set to a stripe-mock for tests. */
  readonly apiBase: string | null;
}

/** Public base URL of the web app, for links in e-mails and Stripe's return URLs. */
export function loadAppUrl(value: (name: string) => string | undefined, problems: string[], port: number): string {
  const appUrl = value('APP_URL') ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s/]+/.test(appUrl)) problems.push(`APP_URL must be an http(s) URL, got "${appUrl}"`);
  return appUrl.replace(/\/+$/, '');
}

/** Administrators need more than the user policy: 12+ characters with upper- and lower-case letters and a digit. */
export function isStrongAdminPassword(password: string): boolean {
  return password.length >= 12 && /[a-zäöüß]/.test(password) && /[A-ZÄÖÜ]/.test(password) && /\d/.test(password);
}

export function loadAdminConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): AdminBootstrapConfig | undefined {
  const email = value('ADMIN_EMAIL');
  const password = value('ADMIN_PASSWORD');
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    return undefined;
  }
  if (!isEmailAddress(email)) problems.push(`ADMIN_EMAIL is not an e-mail address: "${email}"`);
  if (!isStrongAdminPassword(password)) {
    problems.push('ADMIN_PASSWORD must have at least 12 characters with upper- and lower-case letters and a digit');
  }
  return { email, password };
}

export function loadBillingConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): BillingConfig | undefined {
  const secretKey = value('STRIPE_SECRET_KEY');
  if (secretKey === undefined) return undefined;
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  const priceMonthly = value('STRIPE_PRICE_MONTHLY');
  const priceYearly = value('STRIPE_PRICE_YEARLY');
  const apiBase = value('STRIPE_API_BASE') ?? null;
  if (!/^(sk|rk)_(test|live)_\w+/.test(secretKey))
    problems.push('STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…');
  if (!webhookSecret?.startsWith('whsec_'))
    problems.push('STRIPE_WEBHOOK_SECRET (whsec_…) is required with STRIPE_SECRET_KEY');
  if (!priceMonthly?.startsWith('price_'))
    problems.push('STRIPE_PRICE_MONTHLY (price_… of 49 EUR/Monat) is required with STRIPE_SECRET_KEY');
  if (!priceYearly?.startsWith('price_'))
    problems.push('STRIPE_PRICE_YEARLY (price_… of 490 EUR/Jahr) is required with STRIPE_SECRET_KEY');
  if (apiBase !== null && !/^https?:\/\/[^\s/]+/.test(apiBase))
    problems.push(`STRIPE_API_BASE must be an http(s) URL, got "${apiBase}"`);
  if (!webhookSecret || !priceMonthly || !priceYearly) return undefined;
  return { secretKey, webhookSecret, priceMonthly, priceYearly, apiBase };
}

/** Daily query-API calls per plan (SPA and personal API keys together). */
export interface QueryQuotas {
  readonly free: number;
  readonly pro: number;
}

export function loadQueryQuotas(value: (name: string) => string | undefined, problems: string[]): QueryQuotas {
  const quota = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) {
      problems.push(`${name} must be a positive integer, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  // A dashboard left open polls about 8 calls a minute (only while focused): 5,000 covers a working day.
  return { free: quota('QUERY_QUOTA_FREE', 5_000), pro: quota('QUERY_QUOTA_PRO', 50_000) };
}

/**
 * Brakes on account creation and password hashing (issue #12): registrations per client IP and hour, and the
 * bounded pool every argon2 computation runs through (each costs 19 MiB and tens of milliseconds of a core).
 */
export interface AccountLimits {
  readonly registrationsPerIpPerHour: number;
  /** argon2 computations at once; more wait in the queue. */
  readonly passwordHashConcurrency: number;
  /** Computations that may wait; beyond that the request is answered 503 with Retry-After. */
  readonly passwordHashQueue: number;
  /**
   * Days a self-registered account may stay unconfirmed (`UNCONFIRMED_ACCOUNT_DAYS`): then it is erased and its
   * address is free again, so nobody can hold someone else's address (or keep a stranger's data) by registering it.
   */
  readonly unconfirmedAccountDays: number;
  /**
   * Changes (POST, PUT, PATCH, DELETE of a logged-in user) per user in any 10 minutes (`WRITES_PER_USER`): each
   * records events every read model, the matcher and the webhooks must process, so one script of one account
   * could otherwise grow the log without bound and hold back everyone's alerts. A person clicks far fewer.
   */
  readonly writesPerUserPer10Minutes: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  registrationsPerIpPerHour: 10,
  passwordHashConcurrency: 2,
  passwordHashQueue: 16,
  unconfirmedAccountDays: 7,
  writesPerUserPer10Minutes: 600,
};

export function loadAccountLimits(value: (name: string) => string | undefined, problems: string[]): AccountLimits {
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
  return {
    registrationsPerIpPerHour: integer(
      'REGISTRATIONS_PER_IP',
      DEFAULT_ACCOUNT_LIMITS.registrationsPerIpPerHour,
      1,
      100_000,
    ),
    passwordHashConcurrency: integer(
      'PASSWORD_HASH_CONCURRENCY',
      DEFAULT_ACCOUNT_LIMITS.passwordHashConcurrency,
      1,
      64,
    ),
    passwordHashQueue: integer('PASSWORD_HASH_QUEUE', DEFAULT_ACCOUNT_LIMITS.passwordHashQueue, 0, 10_000),
    unconfirmedAccountDays: integer('UNCONFIRMED_ACCOUNT_DAYS', DEFAULT_ACCOUNT_LIMITS.unconfirmedAccountDays, 1, 3650),
    writesPerUserPer10Minutes: integer(
      'WRITES_PER_USER',
      DEFAULT_ACCOUNT_LIMITS.writesPerUserPer10Minutes,
      1,
      1_000_000,
    ),
  };
}
