import { placeAxisLabels } from './axis-labels';

/** "Sep. 2026" as Chromium draws a caption: 56 px; "21.11.": 34 px. */
const months = (count: number) => Array<number>(count).fill(56);
const days = (count: number) => Array<number>(count).fill(34);
const indices = (labels: { index: number }[]) => labels.map((label) => label.index);
const apart = (labels: { left: number }[], width: number) =>
  labels.every((label, i) => i === 0 || labels[i - 1]!.left + width + 8 <= label.left);

describe('placeAxisLabels', () => {
  it('gives twelve months on a phone (250 px) three labels that do not touch, the last month always', () => {
    const labels = placeAxisLabels(250, months(12));
    expect(indices(labels)).toEqual([3, 7, 11]);
    expect(apart(labels, 56)).toBe(true);
    expect(labels.at(-1)!.left + 56).toBeLessThanOrEqual(250);
  });

  it('labels each month on a desktop (1,000 px), and every second one at 600 px', () => {
    expect(indices(placeAxisLabels(1000, months(12)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(indices(placeAxisLabels(600, months(12)))).toEqual([1, 3, 5, 7, 9, 11]);
  });

  it('keeps days on the same weekday as today: every 7th on a desktop, every 14th where that does not fit', () => {
    expect(indices(placeAxisLabels(900, days(30), 7))).toEqual([1, 8, 15, 22, 29]);
    const phone = placeAxisLabels(200, days(30), 7);
    expect(indices(phone)).toEqual([1, 15, 29]);
    expect(apart(phone, 34)).toBe(true);
  });

  it('keeps the first and last label inside the axis', () => {
    const labels = placeAxisLabels(600, months(3));
    expect(indices(labels)).toEqual([0, 1, 2]);
    expect(labels[0]!.left).toBeGreaterThanOrEqual(0);
    expect(labels[2]!.left + 56).toBeLessThanOrEqual(600);
  });

  it('shows only the last column when no two labels fit', () => {
    expect(indices(placeAxisLabels(70, Array<number>(53).fill(33)))).toEqual([52]);
  });

  it('without a measured width: every unit-th column, or four labels; none without columns', () => {
    expect(indices(placeAxisLabels(0, months(12)))).toEqual([2, 5, 8, 11]);
    expect(indices(placeAxisLabels(0, days(30), 7))).toEqual([1, 8, 15, 22, 29]);
    expect(placeAxisLabels(300, [])).toEqual([]);
  });
});
