/**
 * Minimal RFC 6265 cookie jar for one portal session (JSESSIONID and whatever load balancer cookies come with
 * it): domain and path matching, Secure, Max-Age/Expires, deletion by expiry.
 */
interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly domain: string;
  readonly hostOnly: boolean;
  readonly path: string;
  readonly secure: boolean;
  readonly expiresAt: number | null;
}

export class CookieJar {
  private cookies: StoredCookie[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Store the cookies of one response (`headers.getSetCookie()`). */
  store(requestUrl: URL, setCookieHeaders: readonly string[]): void {
    for (const header of setCookieHeaders) {
      const cookie = this.parse(requestUrl, header);
      if (cookie === null) continue;
      this.cookies = this.cookies.filter(
        (c) => !(c.name === cookie.name && c.domain === cookie.domain && c.path === cookie.path),
      );
      if (cookie.expiresAt === null || cookie.expiresAt > this.now()) this.cookies.push(cookie);
    }
  }

  /** The `Cookie` header for a request, or null when no cookie applies. */
  header(url: URL): string | null {
    const now = this.now();
    this.cookies = this.cookies.filter((c) => c.expiresAt === null || c.expiresAt > now);
    const host = url.hostname.toLowerCase();
    const matching = this.cookies
      .filter((c) => (c.hostOnly ? host === c.domain : host === c.domain || host.endsWith(`.${c.domain}`)))
      .filter((c) => pathMatches(url.pathname, c.path))
      .filter((c) => !c.secure || url.protocol === 'https:' || isLoopback(host))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length === 0 ? null : matching.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  clear(): void {
    this.cookies = [];
  }

  get size(): number {
    return this.cookies.length;
  }

  private parse(requestUrl: URL, header: string): StoredCookie | null {
    const [pair, ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return null;
    const name = pair.slice(0, eq).trim();
    const value = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name.length === 0) return null;
    const host = requestUrl.hostname.toLowerCase();
    let domain = host;
    let hostOnly = true;
    let path = defaultPath(requestUrl.pathname);
    let secure = false;
    let expiresAt: number | null = null;
    let maxAgeSeen = false;
    for (const attribute of attributes) {
      const i = attribute.indexOf('=');
      const key = (i < 0 ? attribute : attribute.slice(0, i)).trim().toLowerCase();
      const val = i < 0 ? '' : attribute.slice(i + 1).trim();
      if (key === 'domain' && val.length > 0) {
        const d = val.replace(/^\./, '').toLowerCase();
        if (host !== d && !host.endsWith(`.${d}`)) return null; // foreign domain: reject
        domain = d;
        hostOnly = false;
      } else if (key === 'path' && val.startsWith('/')) path = val;
      else if (key === 'secure') secure = true;
      else if (key === 'max-age' && /^-?\d+$/.test(val)) {
        maxAgeSeen = true;
        const seconds = parseInt(val, 10);
        expiresAt = seconds <= 0 ? 0 : this.now() + seconds * 1000;
      } else if (key === 'expires' && !maxAgeSeen) {
        const t = Date.parse(val);
        if (!Number.isNaN(t)) expiresAt = t;
      }
    }
    return { name, value, domain, hostOnly, path, secure, expiresAt };
  }
}

function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
