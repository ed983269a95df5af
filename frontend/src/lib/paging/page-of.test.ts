import { pageOf } from './page-of';

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('cuts pages with the positions shown', () => {
    expect(pageOf(items, 1, 20)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 20 });
    expect(pageOf(items, 3, 20)).toEqual({ items: [41, 42, 43, 44, 45], page: 3, pageCount: 3, first: 41, last: 45 });
  });

  it('shows the last page when the one asked for is gone (after deleting its last entry), the first for nonsense', () => {
    expect(pageOf(items.slice(0, 40), 3, 20)).toMatchObject({ page: 2, first: 21, last: 40 });
    expect(pageOf(items, 0, 20).page).toBe(1);
    expect(pageOf(items, Number.NaN, 20).page).toBe(1);
  });

  it('answers one empty page for no entries', () => {
    expect(pageOf([], 4, 20)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});
