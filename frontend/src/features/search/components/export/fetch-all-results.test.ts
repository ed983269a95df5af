import { jest } from '@jest/globals';
import { insolvencyCases, proLimits } from '../../../../lib/insolvency/insolvency-case.test-kit';
import type { SearchResponse } from '../../api/search-api';
import { ExportCancelled, type ExportProgress, fetchAllResults } from './fetch-all-results';

function pagedServer(total: number) {
  return jest.fn(async (page: number, limit: number): Promise<SearchResponse> => {
    const first = (page - 1) * limit;
    const count = Math.max(0, Math.min(limit, total - first));
    return {
      results: insolvencyCases(count, first + 1),
      pagination: { page, totalPages: Math.max(1, Math.ceil(total / limit)), total },
      subscription: proLimits(total),
    };
  });
}

describe('fetchAllResults', () => {
  it('fetches every page in pages of 100 and reports progress', async () => {
    const fetchPage = pagedServer(250);
    const progress: ExportProgress[] = [];
    const result = await fetchAllResults(fetchPage, { onProgress: (p) => progress.push(p) });
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(result.rows).toHaveLength(250);
    expect(result.rows[249].id).toBe(250);
    expect(result.truncated).toBe(false);
    expect(progress).toEqual([
      { loaded: 100, expected: 250 },
      { loaded: 200, expected: 250 },
      { loaded: 250, expected: 250 },
    ]);
  });

  it('stops at the cap and says the file is cut', async () => {
    const fetchPage = pagedServer(12_000);
    const result = await fetchAllResults(fetchPage, { maxRows: 300 });
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(result.rows).toHaveLength(300);
    expect(result).toMatchObject({ total: 12_000, truncated: true });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchPage = pagedServer(1000);
    const running = fetchAllResults(fetchPage, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(running).rejects.toBeInstanceOf(ExportCancelled);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
