import { CandidateSlots } from './candidate-slots.js';

describe('candidate slots of the portfolio engine', () => {
  it('keeps every candidate of a row until its slot is full, then the strongest (ties: the lower case id)', () => {
    const slots = new CandidateSlots(3, 2);
    slots.add(1, 0.5, 10);
    slots.add(1, 0.2, 11);
    expect(slots.caseIds(0)).toEqual([]);
    expect(slots.caseIds(1)).toEqual([10, 11]);
    // A slot holds the kept two and four spare.
    for (const [key, id] of [
      [0.9, 12],
      [0.1, 14],
      [0.1, 13],
      [0.7, 15],
    ] as const) {
      slots.add(1, key, id);
    }
    expect(slots.caseIds(1)).toEqual([10, 11, 12, 14, 13, 15]);
    // The seventh cuts the slot to the two strongest (lowest keys; ties: the lower case id) first.
    slots.add(1, 0.3, 16);
    expect(slots.caseIds(1)).toEqual([13, 14, 16]);
  });

  it('cuts a full slot to the strongest before adding, and rows do not share slots', () => {
    const slots = new CandidateSlots(2, 1);
    for (let id = 1; id <= 5; id++) slots.add(0, 1 - id / 10, id);
    slots.add(1, 0.5, 99);
    slots.add(0, 0.95, 6);
    // The five of row 0 were cut to the strongest (id 5), then 6 added.
    expect(slots.caseIds(0)).toEqual([5, 6]);
    expect(slots.caseIds(1)).toEqual([99]);
    slots.add(0, 0.1, 7);
    slots.add(0, 0.1, 3);
    slots.add(0, 0.9, 8);
    expect(slots.caseIds(0)).toEqual([5, 6, 7, 3, 8]);
    slots.add(0, 0.9, 9);
    expect(slots.caseIds(0)).toEqual([3, 9]);
  });

  it('forgets rows as their results are written', () => {
    const slots = new CandidateSlots(2, 2);
    slots.add(0, 0.1, 1);
    slots.add(1, 0.1, 2);
    slots.forget(0);
    expect(slots.caseIds(0)).toEqual([]);
    expect(slots.caseIds(1)).toEqual([2]);
    slots.forget(1);
    expect(slots.caseIds(1)).toEqual([]);
  });
});
