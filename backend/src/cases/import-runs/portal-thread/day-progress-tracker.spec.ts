import { DayProgressTracker, NOTICES_PER_PROGRESS } from './day-progress-tracker.js';

const part = { state: null, subject: null };
const refused = 'TypeError: fetch failed (connect ECONNREFUSED 127.0.0.1:9)';

describe('DayProgressTracker', () => {
  it('sends progress on the portal’s first answer and every few notices', () => {
    const tracker = new DayProgressTracker('2025-07-03');
    expect(tracker.observe({ type: 'search', part, outcome: 'rows', rows: 25 })).toBe(true);
    const due = Array.from({ length: 2 * NOTICES_PER_PROGRESS }, (_, i) =>
      tracker.observe({ type: 'notice', part, fingerprint: `f${i}`, source: 'ajax' }),
    ).filter(Boolean);
    expect(due).toHaveLength(2);
    expect(tracker.progress({ newCases: 3, newNotices: 1 })).toEqual({
      day: '2025-07-03',
      listed: 25,
      fetched: 2 * NOTICES_PER_PROGRESS,
      newCases: 3,
      newNotices: 1,
      portalAnswered: true,
    });
    // Nothing answered since that message.
    expect(tracker.progress({ newCases: 3, newNotices: 1 }).portalAnswered).toBe(false);
  });

  it('tells a portal that answers nothing from one that answers with errors', () => {
    const down = new DayProgressTracker('2025-07-03');
    down.observe({ type: 'retry', attempt: 1, delayMs: 10, reason: refused });
    down.observe({ type: 'partFailed', part, error: refused });
    expect({ answered: down.portalAnswered, failure: down.lastFailure }).toEqual({ answered: false, failure: refused });

    const timingOut = new DayProgressTracker('2025-07-03');
    timingOut.observe({
      type: 'partFailed',
      part,
      error: 'PortalTimeoutError: /ap/suche.jsf: no answer within 30000 ms',
    });
    expect(timingOut.portalAnswered).toBe(false);

    // HTTP 500 after every retry: the portal is there, this request failed (the day stays incomplete).
    const failing = new DayProgressTracker('2025-07-03');
    failing.observe({ type: 'retry', attempt: 1, delayMs: 10, reason: 'PortalHttpError: HTTP 500 from /ap/suche.jsf' });
    expect(failing.portalAnswered).toBe(true);
    expect(failing.progress({ newCases: 0, newNotices: 0 }).portalAnswered).toBe(true);
  });
});
