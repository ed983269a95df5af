/**
 * Body of POST /__replica/clock: exactly one of
 *   {"now": "2026-11-28T10:42:00+01:00"}  put the clock to an instant (without zone: Berlin time); it runs on
 *   {"offsetMs": 3600000}                 the clock is this far ahead of real time (negative: behind)
 *   {"advanceMs": 600000}                 move the clock forward (or back) by this much
 *   {"reset": true}                       real time again
 * Errors are English like the other admin endpoints' (test tooling, not shown to users).
 */
import { parseInstant } from './berlin-time.js';

export type ClockChange =
  | { readonly kind: 'set'; readonly instant: number }
  | { readonly kind: 'offset'; readonly offsetMs: number }
  | { readonly kind: 'advance'; readonly ms: number }
  | { readonly kind: 'reset' };

const KEYS = ['now', 'offsetMs', 'advanceMs', 'reset'];
const USAGE = 'give exactly one of now, offsetMs, advanceMs or reset: true';

function finite(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${name} must be a number (milliseconds)`);
  return value;
}

export function parseClockChange(body: unknown): ClockChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
  const input = body as Record<string, unknown>;
  const keys = Object.keys(input);
  const unknown = keys.filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) throw new Error(`unknown field ${unknown.join(', ')}: ${USAGE}`);
  if (keys.length !== 1) throw new Error(USAGE);
  if ('now' in input) return { kind: 'set', instant: parseInstant(input.now, 'now') };
  if ('offsetMs' in input) return { kind: 'offset', offsetMs: finite(input.offsetMs, 'offsetMs') };
  if ('advanceMs' in input) return { kind: 'advance', ms: finite(input.advanceMs, 'advanceMs') };
  if (input.reset !== true) throw new Error('reset must be true');
  return { kind: 'reset' };
}
