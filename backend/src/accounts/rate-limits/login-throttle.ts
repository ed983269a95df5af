import type { Sleeper } from '../../platform/clock/sleeper.js';
import type { RateLimitStore, SlidingWindowLimit } from '../../platform/rate-limits/rate-limit-store.port.js';
import { HttpStatus } from '@nestjs/common';
import { inMinutes, RetryLaterException, waitSeconds } from '../../platform/http/retry-later.js';

/**
 * Login throttling after OWASP's Authentication Cheat Sheet ("Account lockout", "Login throttling"; issue #28):
 * a lockout that anyone can trigger by typing wrong passwords for someone else's address is a denial of service
 * on that person. So only counters an attacker shares with nobody refuse:
 *
 * - failures per (account, client IP): refused (429 with Retry-After) after `maxPerAccountAndIp`; the guesser
 *   at that IP is stopped, the owner elsewhere is not;
 * - failures per client IP, across accounts: refused after `maxPerIp` (one source spraying many addresses);
 * - failures per account, from any IP: never refused, only slowed. From the `delayAfter`-th failure in the
 *   window on, every attempt on the account (the right password included) waits `delayBaseMs`, doubling with
 *   each further failure up to `delayMaxMs`. Guessing from many IPs costs seconds per attempt; the owner
 *   waits at most `delayMaxMs` and gets in. No captcha, no unlock mail needed.
 *
 * A login from a known browser (a genuine device cookie of the account, `device-cookies/device-cookies.ts`) is
 * not refused for its IP's failures: behind a company's NAT one prober, or many colleagues mistyping, used to lock
 * everyone out of their accounts for 15 minutes. Its failures count against the device instead (refused after
 * `maxPerAccountAndIp`, then it is treated as unknown) and against the account (slowing as above).
 *
 * The password checks of a signed-in user (e-mail change, password change, account deletion) count against the
 * session instead of the IP (`sessionAsDevice`): a session is bound to the account and could only be had with its
 * password. After `maxPerAccountAndIp` failures the session's checks are refused for the window (no fallback to
 * the IP's counters, so a stolen session gets no more guesses than a login would), and a colleague's failed logins
 * from the office address no longer refuse them.
 *
 * A successful login clears its (account, IP) and device counts only: the account-wide count is the attacker's
 * record and keeps slowing the guessing for the rest of the window. Counted in the rate-limit store: with
 * `RATE_LIMIT_STORE=mongo` every API replica sees the same failures.
 */
export interface ThrottleOptions {
  readonly windowMs: number;
  readonly maxPerAccountAndIp: number;
  readonly maxPerIp: number;
  /** Account-wide failures in the window before attempts on the account are slowed. */
  readonly delayAfter: number;
  readonly delayBaseMs: number;
  readonly delayMaxMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerAccountAndIp: 5,
  maxPerIp: 20,
  delayAfter: 5,
  delayBaseMs: 500,
  delayMaxMs: 4000,
};

/** The wait before an attempt on an account with `failures` recent failures (0: none). */
export function accountDelayMs(failures: number, options: ThrottleOptions = DEFAULT_LOGIN_THROTTLE): number {
  if (failures < options.delayAfter) return 0;
  const doublings = Math.min(failures - options.delayAfter, 30);
  return Math.min(options.delayMaxMs, options.delayBaseMs * 2 ** doublings);
}

/** The "device" of a signed-in user's password check: the session (its own namespace beside device nonces). */
export const sessionAsDevice = (sessionId: string | null | undefined): string | null =>
  sessionId ? `session:${sessionId}` : null;

/** Which counters an admitted attempt goes to: its known device's (the nonce), or its IP's (null). */
export interface AdmittedAttempt {
  readonly device: string | null;
}

export class LoginThrottle {
  private readonly accountAndIp: SlidingWindowLimit;
  private readonly devices: SlidingWindowLimit;
  private readonly ips: SlidingWindowLimit;
  /** Only counted (`limit` unused): it slows, never refuses. */
  private readonly accounts: SlidingWindowLimit;

  constructor(
    private readonly store: RateLimitStore,
    private readonly sleeper: Sleeper,
    private readonly options: ThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {
    this.accountAndIp = { name: 'login-account-ip', limit: options.maxPerAccountAndIp, windowMs: options.windowMs };
    this.ips = { name: 'login-ip', limit: options.maxPerIp, windowMs: options.windowMs };
    this.devices = { name: 'login-device', limit: options.maxPerAccountAndIp, windowMs: options.windowMs };
    this.accounts = { name: 'login-account', limit: options.delayAfter, windowMs: options.windowMs };
  }

  /**
   * Before every password check of an account (login, e-mail change, password change), so the current password
   * cannot be guessed through another form: throws 429 with `Retry-After` while this IP is blocked for the
   * account or altogether, else waits the account's delay. `device`: the nonce of a genuine device cookie of the
   * account (login), or the session of a signed-in user's check (`sessionAsDevice`); while it has failures left,
   * the IP's counters are neither asked nor charged.
   */
  async admit(account: string, ip: string, device: string | null = null): Promise<AdmittedAttempt> {
    const byDevice = device === null ? null : await this.store.check(this.devices, pairKey(account, device));
    const known = byDevice?.allowed === true;
    // A session used up its failures: refused, not handed on to the IP's counters for more guesses.
    if (byDevice && !byDevice.allowed && isSession(device!)) throwThrottled(byDevice.retryAfterMs);
    if (!known) {
      const decisions = await Promise.all([
        this.store.check(this.accountAndIp, pairKey(account, ip)),
        this.store.check(this.ips, ip),
      ]);
      const waitMs = Math.max(...decisions.map((decision) => (decision.allowed ? 0 : decision.retryAfterMs)));
      if (waitMs > 0) throwThrottled(waitMs);
    }
    const delay = accountDelayMs(await this.store.count(this.accounts, account), this.options);
    if (delay > 0) await this.sleeper.sleep(delay);
    return { device: known ? device : null };
  }

  async recordFailure(account: string, ip: string, attempt: AdmittedAttempt = { device: null }): Promise<void> {
    const where =
      attempt.device !== null
        ? [this.store.record(this.devices, pairKey(account, attempt.device))]
        : [this.store.record(this.accountAndIp, pairKey(account, ip)), this.store.record(this.ips, ip)];
    await Promise.all([...where, this.store.record(this.accounts, account)]);
  }

  async recordSuccess(account: string, ip: string, attempt: AdmittedAttempt = { device: null }): Promise<void> {
    await this.store.reset(this.accountAndIp, pairKey(account, ip));
    if (attempt.device !== null) await this.store.reset(this.devices, pairKey(account, attempt.device));
  }
}

const isSession = (device: string) => device.startsWith('session:');

function throwThrottled(waitMs: number): never {
  const seconds = waitSeconds(waitMs);
  throw new RetryLaterException(
    HttpStatus.TOO_MANY_REQUESTS,
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    seconds,
    'login_throttled',
  );
}

/** An address holds no space, so "address IP" is unambiguous (the Mongo adapter stores only its hash). */
const pairKey = (account: string, ip: string) => `${account} ${ip}`;
