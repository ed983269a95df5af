import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { chunkEnd, ERASURES_PER_RUN, ERASURES_PER_SLICE, MATCH_CHUNK, runsOfErasures } from './slice-runs.js';

const erasure = (n: number) => ({ kind: 'case-erased', eventId: `e${n}`, caseId: n }) as NewCaseMessage;
const notice = (n: number) => ({ kind: 'case-notice', eventId: `n${n}`, caseId: n }) as NewCaseMessage;
const erasures = (count: number, from = 0) => Array.from({ length: count }, (_, i) => erasure(from + i));

describe('slices of the alert matcher', () => {
  it('groups consecutive erasures into runs of at most ERASURES_PER_RUN, notices alone', () => {
    const runs = runsOfErasures([notice(1), ...erasures(ERASURES_PER_RUN + 3), notice(2)]);
    expect(runs.map((run) => run.length)).toEqual([1, ERASURES_PER_RUN, 3, 1]);
  });

  it("a cleanup's batch of 1,000 erasures is recorded one run per slice, not all in one transaction", () => {
    const runs = runsOfErasures(erasures(1000));
    expect(chunkEnd(runs, 0, ERASURES_PER_SLICE)).toBe(1);
    // Nothing left of the budget: no further run of erasures joins the slice.
    expect(chunkEnd(runs, 1, 0)).toBe(2);
  });

  it('takes notices up to MATCH_CHUNK runs, and erasures only within the budget', () => {
    const notices = Array.from({ length: 40 }, (_, i) => [notice(i)]);
    expect(chunkEnd(notices, 0, ERASURES_PER_SLICE)).toBe(MATCH_CHUNK);
    const mixed = [[notice(1)], [notice(2)], erasures(20), erasures(20, 100), [notice(3)]];
    expect(chunkEnd(mixed, 0, 32)).toBe(3); // the second run of 20 would exceed the 12 left
    expect(chunkEnd(mixed, 3, 0)).toBe(5); // at least one run, then notices (which cost no erasures)
  });
});
