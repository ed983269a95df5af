import { jest } from '@jest/globals';
import { ThrottledWalTruncation } from './throttled-wal-truncation.js';

describe('throttled WAL truncation after erasures', () => {
  let now = 0;
  let results: boolean[];
  let truncations: number[];
  let truncation: ThrottledWalTruncation;
  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
    results = [];
    truncations = [];
    const truncate = () => {
      truncations.push(now);
      return results.shift() ?? true;
    };
    truncation = new ThrottledWalTruncation(truncate, 1000, undefined, () => now);
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => {
    now += ms;
    jest.advanceTimersByTime(ms);
  };

  it('truncates at once after a quiet interval', () => {
    truncation.request();
    expect(truncations).toEqual([0]);
    advance(1500);
    truncation.request();
    expect(truncations).toEqual([0, 1500]);
  });

  it('serves the requests of an interval with one truncation at its end, started after the last of them', () => {
    truncation.request();
    advance(200);
    truncation.request();
    advance(300);
    truncation.request();
    expect(truncations).toEqual([0]);
    advance(500);
    expect(truncations).toEqual([0, 1000]);
    advance(5000);
    expect(truncations).toEqual([0, 1000]);
  });

  it('tries again an interval later while readers keep the WAL busy', () => {
    const busy: number[] = [];
    truncation = new ThrottledWalTruncation(
      () => {
        truncations.push(now);
        return results.shift() ?? true;
      },
      1000,
      () => busy.push(now),
      () => now,
    );
    results = [false, false];
    truncation.request();
    advance(1000);
    advance(1000);
    expect(truncations).toEqual([0, 1000, 2000]);
    expect(busy).toEqual([0, 1000]);
  });

  it('runs a pending truncation at shutdown', () => {
    truncation.request();
    advance(100);
    truncation.request();
    truncation.flush();
    expect(truncations).toEqual([0, 100]);
    advance(2000);
    expect(truncations).toEqual([0, 100]);
  });
});
