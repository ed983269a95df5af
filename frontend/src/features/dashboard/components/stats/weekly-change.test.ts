import { describeWeeklyChange } from './weekly-change';

describe('describeWeeklyChange', () => {
  it('gives the signed percentage against the week before', () => {
    expect(describeWeeklyChange({ recentCases: 12, previousCases: 10, weeklyChange: 20 })).toBe(
      '+20\u00a0% zur Vorwoche',
    );
    expect(describeWeeklyChange({ recentCases: 9, previousCases: 10, weeklyChange: -10 })).toBe(
      '−10\u00a0% zur Vorwoche',
    );
    expect(describeWeeklyChange({ recentCases: 7, previousCases: 3, weeklyChange: 133.3 })).toBe(
      '+133,3\u00a0% zur Vorwoche',
    );
  });

  it('says "neu" rather than "+100 %" when the week before had none', () => {
    expect(describeWeeklyChange({ recentCases: 5, previousCases: 0, weeklyChange: 100 })).toBe('neu (Vorwoche: keine)');
  });

  it('says "unverändert" for no proceedings in either week and for the same number', () => {
    expect(describeWeeklyChange({ recentCases: 0, previousCases: 0, weeklyChange: 0 })).toBe(
      'unverändert zur Vorwoche',
    );
    expect(describeWeeklyChange({ recentCases: 8, previousCases: 8, weeklyChange: 0 })).toBe(
      'unverändert zur Vorwoche',
    );
  });

  it('falls back to the percentage when the server does not say how many the week before had', () => {
    expect(describeWeeklyChange({ recentCases: 5, weeklyChange: 100 })).toBe('+100\u00a0% zur Vorwoche');
  });
});
