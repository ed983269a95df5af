import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import type { SearchResponse } from '../../api/search-api';

/** An export holds at most this many rows: enough for any real watch list, small enough for a browser. */
export const EXPORT_MAX_ROWS = 5_000;
/** The largest page the search API hands out. */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  loaded: number;
  /** Rows the export will hold: the result total, capped. */
  expected: number;
}

export interface AllResults {
  rows: InsolvencyCase[];
  total: number;
  /** More results exist than the cap lets into the file. */
  truncated: boolean;
}

export class ExportCancelled extends Error {
  constructor() {
    super('Export abgebrochen');
  }
}

/** Walks the pages of a search one after another (kind to the server's quota), reporting progress. */
export async function fetchAllResults(
  fetchPage: (page: number, limit: number) => Promise<SearchResponse>,
  {
    onProgress,
    signal,
    maxRows = EXPORT_MAX_ROWS,
  }: { onProgress?: (p: ExportProgress) => void; signal?: AbortSignal; maxRows?: number } = {},
): Promise<AllResults> {
  const rows: InsolvencyCase[] = [];
  let total: number;
  for (let page = 1; ; page++) {
    if (signal?.aborted) throw new ExportCancelled();
    const response = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = response.pagination?.total ?? response.results.length;
    rows.push(...response.results);
    const expected = Math.min(total, maxRows);
    onProgress?.({ loaded: Math.min(rows.length, expected), expected });
    const lastPage = response.pagination?.totalPages ?? page;
    if (rows.length >= maxRows || page >= lastPage || response.results.length === 0) break;
  }
  if (signal?.aborted) throw new ExportCancelled();
  return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
}
