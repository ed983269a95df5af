import { retentionClass, retentionCutoff, retentionLabel } from './retention-policy.js';

describe('retention policy', () => {
  it('keeps companies apart from persons, estates and unknown debtors', () => {
    expect(retentionClass('company')).toBe('companies');
    expect(retentionClass('person')).toBe('individuals');
    expect(retentionClass('estate')).toBe('individuals');
    expect(retentionClass('unknown')).toBe('individuals');
  });

  it('is due the given number of days after the latest publication', () => {
    // Published 7 November: persons are erased from 21 November, companies from 7 December.
    expect(retentionCutoff('2026-11-21', 14)).toBe('2026-11-07');
    expect(retentionCutoff('2026-12-07', 30)).toBe('2026-11-07');
    expect(retentionCutoff('2026-03-10', 14)).toBe('2026-02-24');
    expect(retentionLabel(14)).toBe('14 Tage nach der letzten Veröffentlichung');
  });
});
