/**
 * Decides injected faults. Decisions are counter-based: the n-th request to an endpoint (counted since the faults
 * were last set) always gets the same decision for the same seed, however requests to other endpoints
 * interleave, so a failing test run can be replayed.
 */
import { hash32, hashString, unitFrom } from '../generator/random.js';
import { type Endpoint, ENDPOINTS, type FaultOptions } from '../replica-options.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { floor } = Math;

export interface RequestFaults {
  readonly delayMs: number;
  readonly http500: boolean;
  readonly expireSession: boolean;
}

const EP_HASH: Record<Endpoint, number> = {
  form: hashString('form'),
  search: hashString('search'),
  detail: hashString('detail'),
  text: hashString('text'),
};

function perEndpoint(value: number | Partial<Record<Endpoint, number>> | undefined, endpoint: Endpoint): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return value;
  return value[endpoint] ?? 0;
}

function validate(options: FaultOptions): void {
  const probabilities: (number | undefined)[] = [options.emptyTextRate, options.sessionExpiryRate];
  for (const ep of ENDPOINTS) probabilities.push(perEndpoint(options.errorRate, ep));
  for (const p of probabilities) {
    if (p !== undefined && (typeof p !== 'number' || !(p >= 0 && p <= 1)))
      throw new Error(`probability out of range: ${p}`);
  }
  const latency = options.latencyMs;
  if (latency !== undefined) {
    const ok =
      typeof latency === 'number'
        ? latency >= 0
        : typeof latency === 'object' && latency.min >= 0 && latency.max >= latency.min;
    if (!ok) throw new Error('latencyMs must be >= 0 or {min, max} with 0 <= min <= max');
  }
  const stall = options.stall;
  if (stall !== undefined && !(Number.isInteger(stall.every) && stall.every >= 1 && stall.ms >= 0)) {
    throw new Error('stall must be {every, ms} with a positive integer every and ms >= 0');
  }
  if (options.hitLimit !== undefined && !(Number.isInteger(options.hitLimit) && options.hitLimit >= 0)) {
    throw new Error('hitLimit must be a non-negative integer');
  }
}

export class FaultInjector {
  private options: FaultOptions = {};
  private seed = 0;
  private readonly sequence: Record<Endpoint, number> = { form: 0, search: 0, detail: 0, text: 0 };
  private allRequests = 0;
  private clicks = 0;

  constructor(
    private readonly defaultSeed: number,
    options: FaultOptions = {},
  ) {
    this.set(options);
  }

  /** Replaces all fault settings and restarts the decision sequence. */
  set(options: FaultOptions): void {
    validate(options);
    this.options = { ...options };
    this.seed = (options.seed ?? this.defaultSeed) >>> 0;
    for (const ep of ENDPOINTS) this.sequence[ep] = 0;
    this.allRequests = 0;
    this.clicks = 0;
  }

  get settings(): FaultOptions {
    return this.options;
  }

  get hitLimitOverride(): number | undefined {
    return this.options.hitLimit;
  }

  forRequest(endpoint: Endpoint): RequestFaults {
    const n = ++this.sequence[endpoint];
    const all = ++this.allRequests;
    const ep = EP_HASH[endpoint];
    const every = perEndpoint(this.options.errorEvery, endpoint);
    const rate = perEndpoint(this.options.errorRate, endpoint);
    const http500 = (every > 0 && n % every === 0) || (rate > 0 && unitFrom(this.seed, ep, n, 0xe500) < rate);
    const expiryEvery = this.options.sessionExpiryEvery ?? 0;
    const expiryRate = this.options.sessionExpiryRate ?? 0;
    const expireSession =
      (expiryEvery > 0 && all % expiryEvery === 0) ||
      (expiryRate > 0 && unitFrom(this.seed, ep, n, 0x5e55) < expiryRate);
    return { delayMs: this.delay(ep, n), http500, expireSession };
  }

  /** Whether the next detail click gets an empty text. */
  emptyTextForClick(): boolean {
    const m = ++this.clicks;
    const every = this.options.emptyTextEvery ?? 0;
    const rate = this.options.emptyTextRate ?? 0;
    return (every > 0 && m % every === 0) || (rate > 0 && unitFrom(this.seed, 0xc11c, m) < rate);
  }

  private delay(ep: number, n: number): number {
    const stall = this.options.stall;
    if (stall && n % stall.every === 0) return stall.ms;
    const latency = this.options.latencyMs;
    if (latency === undefined) return 0;
    if (typeof latency === 'number') return latency;
    return latency.min + floor((hash32(this.seed, ep, n, 0x1a7e) / 4294967296) * (latency.max - latency.min + 1));
  }
}
