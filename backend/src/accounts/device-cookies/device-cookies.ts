import { randomBytes, timingSafeEqual } from 'node:crypto';
import { keyedHash } from '../../platform/text/keyed-hash.js';

/** The cookie's name and path: sent back only to the login, nowhere else. */
export const DEVICE_COOKIE = 'im_geraet';
export const DEVICE_COOKIE_PATH = '/api/auth/login';
/** How long a browser stays known after its last successful login of the account. */
export const DEVICE_COOKIE_DAYS = 180;

const PURPOSE = 'insolvenzmonitor:accounts:device-cookie:v1';
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const MAC = /^[0-9a-f]{64}$/;

/**
 * Device cookies after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser that logged in
 * to an account gets `<nonce>.<HMAC(account, nonce)>`, keyed with a key derived from the JWT secret for this
 * purpose only. Presented with a login of the same account, it shows the attempt comes from where the account
 * was used before, so the failures of the client's IP (a prober or a mistyping crowd behind the same NAT) do not
 * refuse it; its own failures count against the nonce instead. Bound to the account's address (folded to lower
 * case), so another account's cookie is worth nothing, and stateless: nothing is stored per device but the
 * nonce's failures for 15 minutes. Holds no personal data (a random nonce and a MAC).
 */
export class DeviceCookies {
  constructor(private readonly jwtSecret: string) {}

  /** A new cookie value for a browser that just logged in to `account`. */
  issue(account: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.mac(account, nonce)}`;
  }

  /** The nonce of a genuine cookie of `account`, else null (absent, malformed, forged, another account's). */
  nonceOf(account: string, value: string | undefined): string | null {
    if (typeof value !== 'string' || value.length > 100) return null;
    const [nonce, mac, ...rest] = value.split('.');
    if (rest.length > 0 || !nonce || !mac || !NONCE.test(nonce) || !MAC.test(mac)) return null;
    const expected = Buffer.from(this.mac(account, nonce));
    return timingSafeEqual(Buffer.from(mac), expected) ? nonce : null;
  }

  private mac(account: string, nonce: string): string {
    return keyedHash(this.jwtSecret, PURPOSE, `${account.toLowerCase()}\u0000${nonce}`);
  }
}

/** The value of cookie `name` in a `Cookie` request header (RFC 6265 syntax), else undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
