import type { RecordedEvent } from '../event.js';
import { RecentBatchCache } from './recent-batch-cache.js';

const log = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    type: 'E',
    position: BigInt(from + i),
  })) as unknown as RecordedEvent[];
const positions = (events: readonly RecordedEvent[]) => events.map((e) => Number(e.position));

describe('RecentBatchCache: a stretch of the log read once for every subscription of the process', () => {
  it('answers a reader whose checkpoint lies inside a recent read with the rest of that read', () => {
    const cache = new RecentBatchCache();
    let loads = 0;
    const load = (from: number, to: number) => () => (loads++, log(from, to));
    expect(positions(cache.read(10n, 500, load(11, 20)))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // A slower projection at 14, one at 10 with a smaller batch, one at the very end of the piece.
    expect(positions(cache.read(14n, 500, load(0, 0)))).toEqual([15, 16, 17, 18, 19, 20]);
    expect(positions(cache.read(10n, 3, load(0, 0)))).toEqual([11, 12, 13]);
    expect(loads).toBe(1);
    expect(positions(cache.read(20n, 500, load(21, 22)))).toEqual([21, 22]);
    expect(positions(cache.read(5n, 500, load(6, 22)))).toEqual(positions(log(6, 22)));
    expect(loads).toBe(3);
  });

  it('keeps no empty read (a caught-up reader sees what another process appends) and forgets on clear', () => {
    const cache = new RecentBatchCache();
    expect(cache.read(0n, 500, () => [])).toEqual([]);
    expect(positions(cache.read(0n, 500, () => log(1, 1)))).toEqual([1]);
    cache.clear();
    expect(positions(cache.read(0n, 500, () => log(1, 2)))).toEqual([1, 2]);
    cache.clear();
  });

  it('holds a piece for a limited time and a limited number of events, the oldest going first', () => {
    let now = 0;
    const cache = new RecentBatchCache(5, 1000, () => now);
    let loads = 0;
    const load = (from: number, to: number) => () => (loads++, log(from, to));
    cache.read(0n, 500, load(1, 3));
    cache.read(3n, 500, load(4, 6)); // 6 events held: the first piece goes
    cache.read(0n, 500, load(1, 3));
    expect(loads).toBe(3);
    now = 1500;
    cache.read(3n, 500, load(4, 6));
    expect(loads).toBe(4);
    cache.clear();
  });
});
