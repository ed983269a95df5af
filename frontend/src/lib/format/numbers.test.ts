import { formatCount, formatPercent } from './numbers';

describe('numbers', () => {
  it('groups thousands the German way', () => {
    expect(formatCount(12345)).toBe('12.345');
  });

  it('shows percentages with a decimal comma, signed for changes, and a space before % that never breaks', () => {
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    expect(formatPercent(12.5, { signed: true })).toBe('+12,5\u00a0%');
    expect(formatPercent(-3, { signed: true })).toBe('−3\u00a0%');
    expect(formatPercent(0, { signed: true })).toBe('0\u00a0%');
  });
});
