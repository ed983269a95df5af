import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordedEvent } from '../event.js';
import { TurnBatchCache } from './turn-batch-cache.js';

const batch = [{ type: 'E', position: 1n }] as unknown as RecordedEvent[];

describe('TurnBatchCache: one read of a batch per turn of the event loop', () => {
  it('shares a batch between readers at the same checkpoint within a turn, and reads again in the next', async () => {
    const cache = new TurnBatchCache();
    let loads = 0;
    const load = () => (loads++, batch);
    expect(cache.read(0n, 500, load)).toBe(batch);
    expect(cache.read(0n, 500, load)).toBe(batch);
    expect(loads).toBe(1);
    cache.read(1n, 500, load);
    cache.read(0n, 100, load);
    expect(loads).toBe(3);
    await nextTurn();
    cache.read(0n, 100, load);
    expect(loads).toBe(4);
  });

  it('keeps no empty batch (a caught-up reader sees what another process appends) and forgets on clear', () => {
    const cache = new TurnBatchCache();
    expect(cache.read(0n, 500, () => [])).toEqual([]);
    expect(cache.read(0n, 500, () => batch)).toBe(batch);
    cache.clear();
    const fresh = [...batch];
    expect(cache.read(0n, 500, () => fresh)).toBe(fresh);
    cache.clear();
  });
});
