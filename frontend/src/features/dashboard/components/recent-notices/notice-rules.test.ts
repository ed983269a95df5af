import { isNewNotice, shortenCourt } from './notice-rules';

describe('isNewNotice', () => {
  const now = new Date(2026, 10, 21, 15, 0);

  it("is 'neu' for a notice published today", () => {
    expect(isNewNotice('2026-11-21', now)).toBe(true);
  });

  it('is not new once 24 hours have passed since the publication day began', () => {
    expect(isNewNotice('2026-11-20', now)).toBe(false);
    expect(isNewNotice('2026-11-20', new Date(2026, 10, 20, 23, 59))).toBe(true);
    expect(isNewNotice('2026-11-20', new Date(2026, 10, 21, 0, 0))).toBe(false);
  });

  it('handles timestamps and missing dates', () => {
    expect(isNewNotice(new Date(now.getTime() - 23 * 3_600_000).toISOString(), now)).toBe(true);
    expect(isNewNotice(new Date(now.getTime() - 25 * 3_600_000).toISOString(), now)).toBe(false);
    expect(isNewNotice(null, now)).toBe(false);
  });
});

describe('shortenCourt', () => {
  it("shortens the prefix 'Amtsgericht ' to 'AG '", () => {
    expect(shortenCourt('Amtsgericht Charlottenburg')).toBe('AG Charlottenburg');
  });

  it('leaves other courts and the word elsewhere alone', () => {
    expect(shortenCourt('Landgericht Köln')).toBe('Landgericht Köln');
    expect(shortenCourt('Insolvenzgericht beim Amtsgericht Kiel')).toBe('Insolvenzgericht beim Amtsgericht Kiel');
    expect(shortenCourt(null)).toBe('');
  });
});
