import type { PlanLimitInfo } from '../../../lib/insolvency/insolvency-case';
import { insolvencyCase, insolvencyCases, proLimits } from '../../../lib/insolvency/insolvency-case.test-kit';
import { jsonResponse } from '../../../test/fake-server';
import type { SearchResponse, SearchResult } from '../api/search-api';

/** A search result: a case with what the search adds (register entry, highlights); override what a test is about. */
export const searchResult = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  ...insolvencyCase(overrides),
  ...overrides,
});

/** A search API over `total` made-up cases that pages like the real one. */
export function pagedSearch(total: number, subscription: (total: number) => PlanLimitInfo = proLimits) {
  return (_request: Request, { url }: { url: URL }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const first = (page - 1) * limit;
    const count = Math.max(0, Math.min(limit, total - first));
    return jsonResponse(
      searchBody(insolvencyCases(count, first + 1), { page, total, limit, subscription: subscription(total) }),
    );
  };
}

export function searchBody(
  results: SearchResult[],
  {
    page = 1,
    total = results.length,
    limit = 20,
    subscription = proLimits(total),
  }: Partial<{ page: number; total: number; limit: number; subscription: PlanLimitInfo }> = {},
): SearchResponse {
  return { results, pagination: { page, totalPages: Math.max(1, Math.ceil(total / limit)), total }, subscription };
}

/** Query of a recorded request, as a plain object. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Bytes of a Blob, through FileReader (jsdom's Blob has no arrayBuffer()). */
export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
