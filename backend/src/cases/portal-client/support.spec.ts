import { CookieJar } from './cookie-jar.js';
import { toListings } from './fingerprint.js';
import { backoffDelay, isRetryable, sleep, withRetry } from './retry.js';
import type { ResultRow } from './result-page.js';
import { PortalHttpError, PortalTimeoutError, SessionExpiredError } from './types.js';

describe('CookieJar', () => {
  it('sends cookies by host and path and honours expiry', () => {
    let now = 1_000_000;
    const jar = new CookieJar(() => now);
    const url = new URL('https://portal.example/ap/suche.jsf');
    jar.store(url, [
      'JSESSIONID=abc.node1; Path=/ap; Secure; HttpOnly',
      'lb=x; Path=/; Max-Age=10',
      'foreign=1; Domain=other.example',
    ]);
    expect(jar.header(new URL('https://portal.example/ap/ergebnis.jsf'))).toBe('JSESSIONID=abc.node1; lb=x');
    expect(jar.header(new URL('https://portal.example/other'))).toBe('lb=x');
    expect(jar.header(new URL('http://portal.example/ap/x'))).toBe('lb=x'); // Secure only over https
    expect(jar.header(new URL('https://evil.example/ap/x'))).toBeNull();
    now += 11_000;
    expect(jar.header(new URL('https://portal.example/ap/x'))).toBe('JSESSIONID=abc.node1');
    jar.store(url, ['JSESSIONID=def; Path=/ap']);
    expect(jar.header(url)).toBe('JSESSIONID=def');
    jar.store(url, ['JSESSIONID=; Path=/ap; Max-Age=0']);
    expect(jar.header(url)).toBeNull();
  });
});

describe('retry', () => {
  const policy = { maxRetries: 3, baseMs: 100, maxMs: 1000, random: () => 1 };

  it('backs off exponentially with a cap and honours Retry-After', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(policy, a))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay({ ...policy, random: () => 0 }, 3)).toBe(200);
    expect(backoffDelay(policy, 1, 700)).toBe(700);
  });

  it('classifies errors', () => {
    expect(isRetryable(new PortalHttpError(503, 'https://p/ap/x'))).toBe(true);
    expect(isRetryable(new PortalHttpError(429, 'https://p/ap/x'))).toBe(true);
    expect(isRetryable(new PortalHttpError(404, 'https://p/ap/x'))).toBe(false);
    expect(isRetryable(new PortalTimeoutError('slow'))).toBe(true);
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
    expect(isRetryable(new SessionExpiredError('gone'))).toBe(false);
  });

  it('retries until success or the limit', async () => {
    let calls = 0;
    const retries: number[] = [];
    const fast = { ...policy, baseMs: 1 };
    await expect(
      withRetry(fast, async () => (++calls < 3 ? Promise.reject(new PortalHttpError(500, 'https://p/')) : 'ok'), {
        onRetry: (a) => retries.push(a),
      }),
    ).resolves.toBe('ok');
    expect(retries).toEqual([1, 2]);
    calls = 0;
    await expect(withRetry(fast, async () => Promise.reject(new PortalHttpError(500, 'https://p/')))).rejects.toThrow(
      'HTTP 500',
    );
    await expect(withRetry(fast, async () => Promise.reject(new SessionExpiredError('x')))).rejects.toThrow('x');
  });

  it('stops sleeping when aborted', async () => {
    const controller = new AbortController();
    const pending = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });
});

describe('toListings', () => {
  const row = (over: Partial<ResultRow> = {}): ResultRow => ({
    index: 0,
    publicationDate: '03.07.2025',
    caseNumber: '63 IN 123/25',
    courtPlace: 'Hamburg',
    debtorName: 'Müller GmbH',
    seat: 'Hamburg',
    register: '',
    detail: null,
    ...over,
  });

  it('gives deterministic, distinct, opaque fingerprints', () => {
    const part = { state: 'HH', subject: 'EROEFF' };
    const [a, b, c] = toListings([row(), row(), row({ caseNumber: '63 IN 124/25' })], part, '2025-07-03');
    expect(a.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([a.fingerprint, b.fingerprint, c.fingerprint]).size).toBe(3); // identical rows are counted
    expect(toListings([row({ debtorName: '  müller   GMBH ' })], part, '2025-07-03')[0].fingerprint).toBe(
      a.fingerprint,
    );
    // The Gegenstand of a split day tells apart publications whose rows are otherwise identical.
    expect(toListings([row()], { state: 'HH', subject: 'SICHMASS' }, '2025-07-03')[0].fingerprint).not.toBe(
      a.fingerprint,
    );
    expect(toListings([row()], { state: null, subject: 'EROEFF' }, '2025-07-03')[0].fingerprint).toBe(a.fingerprint);
    expect(a).toMatchObject({ publicationDate: '2025-07-03', register: null, state: 'HH', subject: 'EROEFF' });
    expect(a.fingerprint).not.toMatch(/m[uü]ller/i);
  });
});
