/** One page of a list that the browser holds whole. */
export interface ListPage<T> {
  /** The entries shown. */
  readonly items: T[];
  /** The page shown (1-based): the one asked for, or the last one when fewer are left (after a deletion). */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based positions of the first and last entry shown; 0 and 0 when none. */
  readonly first: number;
  readonly last: number;
}

/** Page `page` of `items` in pages of `size`, clamped to the pages there are. */
export function pageOf<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (shown - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: shown,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
  };
}
