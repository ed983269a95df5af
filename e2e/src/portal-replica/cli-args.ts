/** Parses the portal-replica command line into replica options. */
import type { FaultOptions, ReplicaOptions } from './replica-options.js';

export const USAGE = `Usage: npm run portal-replica -- [options]
  --port <n>              port (default 8090, 0 = random)
  --host <addr>           interface (default 127.0.0.1)
  --seed <n>              generator and fault seed (default 1)
  --volume <n>            publications per average working day (default 4000)
  --days <n>              published days up to today (default 14)
  --today <YYYY-MM-DD>    the replica's "today" (default: today in Europe/Berlin)
  --hit-limit <n>         too-many-hits limit (default 1000)
  --session-ttl-min <n>   idle minutes until a session expires (default 60)
  --fail-rate <p>         probability of HTTP 500 per request (0..1)
  --fail-every <n>        every n-th request per endpoint fails with HTTP 500
  --latency <ms|min-max>  added latency per request
  --empty-text-rate <p>   probability of an empty detail text
  --session-expiry-rate <p> probability that a request finds its session expired
  --intraday              list today's notices only once their publication time (Berlin) has passed
  --now <date-time>       start the replica clock at this instant ("2026-11-28T10:42:00+01:00"; without zone:
                          Berlin time); it runs on from there (POST /__replica/clock changes it later)
  --clock-offset-min <n>  run the clock n minutes ahead of real time (negative: behind)
  --release <n>           release mode: hold back n of today's notices, released at random instants …
  --release-minutes <m>   … within the next m minutes of the replica clock (default 10)`;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function number(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n)) throw new Error(`${flag} needs a number`);
  return n;
}

export function parseCliArgs(argv: readonly string[]): ReplicaOptions & { help?: boolean } {
  const options: Mutable<ReplicaOptions> & { help?: boolean } = { port: 8090 };
  const faults: Mutable<FaultOptions> = {};
  let releaseCount: number | undefined;
  let releaseMinutes: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    const next = () => argv[++i];
    switch (flag) {
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--port':
        options.port = number(flag, next());
        break;
      case '--host':
        options.host = next();
        break;
      case '--seed':
        options.seed = number(flag, next());
        break;
      case '--volume':
        options.volume = number(flag, next());
        break;
      case '--days':
        options.days = number(flag, next());
        break;
      case '--today':
        options.today = next();
        break;
      case '--hit-limit':
        options.hitLimit = number(flag, next());
        break;
      case '--session-ttl-min':
        options.sessionTtlMs = number(flag, next()) * 60_000;
        break;
      case '--fail-rate':
        faults.errorRate = number(flag, next());
        break;
      case '--fail-every':
        faults.errorEvery = number(flag, next());
        break;
      case '--latency': {
        const value = next() ?? '';
        const range = /^(\d+)-(\d+)$/.exec(value);
        faults.latencyMs = range ? { min: Number(range[1]), max: Number(range[2]) } : number(flag, value);
        break;
      }
      case '--empty-text-rate':
        faults.emptyTextRate = number(flag, next());
        break;
      case '--session-expiry-rate':
        faults.sessionExpiryRate = number(flag, next());
        break;
      case '--intraday':
        options.intraday = true;
        break;
      case '--now':
        options.now = next();
        if (options.now === undefined) throw new Error('--now needs a date-time');
        break;
      case '--clock-offset-min':
        options.clockOffsetMs = number(flag, next()) * 60_000;
        break;
      case '--release':
        releaseCount = number(flag, next());
        break;
      case '--release-minutes':
        releaseMinutes = number(flag, next());
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  if (Object.keys(faults).length > 0) options.faults = faults;
  if (releaseMinutes !== undefined && releaseCount === undefined)
    throw new Error('--release-minutes needs --release <n>');
  if (releaseCount !== undefined) options.release = { count: releaseCount, overMs: (releaseMinutes ?? 10) * 60_000 };
  return options;
}
