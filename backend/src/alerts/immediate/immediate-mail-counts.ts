import { createHmac } from 'node:crypto';
import type { MatchLog } from '../match-log/match-log.port.js';

/**
 * How many immediate mails an address got on a Berlin day (the cap, `ALERT_IMMEDIATE_DAILY_CAP`), kept as a
 * counter beside the match log's cursors (it only ever grows within its day, as a cursor only moves forward).
 * The address is keyed by an HMAC with the installation's secret, so the counter holds no address.
 */
export class ImmediateMailCounts {
  constructor(
    private readonly log: Pick<MatchLog, 'cursor' | 'advance'>,
    private readonly secret: string,
  ) {}

  sentOn(address: string, day: string): Promise<number> {
    return this.log.cursor(this.name(address, day));
  }

  async recordSent(address: string, day: string, count: number): Promise<void> {
    await this.log.advance(this.name(address, day), count);
  }

  private name(address: string, day: string): string {
    const key = createHmac('sha256', this.secret).update(`immediate-cap\n${address}`).digest('hex').slice(0, 32);
    return `${COUNTER_PREFIX}${day}:${key}`;
  }
}

const COUNTER_PREFIX = 'immediate-cap:';

/** The counters of days before `day` (YYYY-MM-DD) as a name range: they count nothing any more. */
export function countersBefore(day: string): { from: string; to: string } {
  return { from: COUNTER_PREFIX, to: `${COUNTER_PREFIX}${day}` };
}
