import { foldGerman } from '../../platform/text/german-search.js';
import type { PortfolioMatchStore, RowState } from '../matching-store/portfolio-match-store.port.js';
import type { PortfolioRowStore, StoredPortfolioRow } from '../rows/portfolio-row-store.port.js';
import type { CaseMatchView, RowView, RowViews } from './row-views.js';

export interface RowFilter {
  readonly state: RowState;
  readonly q?: string;
  readonly bundesland?: string;
  readonly verfahrensart?: string;
  /** Publication date of a hit or candidate case, ISO day, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

const CHUNK = 500;

function caseFilterOf(filter: RowFilter): ((c: CaseMatchView) => boolean) | null {
  const { bundesland, verfahrensart, from, to } = filter;
  if (!bundesland && !verfahrensart && !from && !to) return null;
  return (c) =>
    (!bundesland || c.bundesland === bundesland) &&
    (!verfahrensart || c.procedureType === verfahrensart) &&
    (!from || c.publicationDate >= from) &&
    (!to || c.publicationDate <= to);
}

function rowMatchesQuery(row: StoredPortfolioRow, q: string): boolean {
  const needle = foldGerman(q);
  return foldGerman(`${row.customerNumber ?? ''} ${row.name} ${row.city ?? ''}`).includes(needle);
}

/**
 * One page of a portfolio's rows in a state. Without filters the match store pages; with a text or case filter
 * the rows of the state are read in chunks and filtered (the states the user reviews, Treffer and Prüfen, hold
 * few rows; a filtered "Kein Treffer" list has no cases and only the text filter applies).
 */
export async function rowsInState(
  portfolioId: string,
  filter: RowFilter,
  page: { offset: number; limit: number },
  stores: { rows: PortfolioRowStore; matches: PortfolioMatchStore; views: RowViews },
): Promise<{ items: RowView[]; total: number }> {
  const caseFilter = caseFilterOf(filter);
  const q = filter.q?.trim() ?? '';
  if (!caseFilter && q === '') {
    const { rowIds, total } = await stores.matches.rowIdsInState(portfolioId, filter.state, page);
    const rows = await stores.rows.rowsById(portfolioId, rowIds);
    return { items: await stores.views.views(portfolioId, rows), total };
  }
  const items: RowView[] = [];
  let total = 0;
  for (let offset = 0; ; offset += CHUNK) {
    const { rowIds } = await stores.matches.rowIdsInState(portfolioId, filter.state, { offset, limit: CHUNK });
    if (rowIds.length === 0) break;
    let rows = await stores.rows.rowsById(portfolioId, rowIds);
    if (q !== '') rows = rows.filter((row) => rowMatchesQuery(row, q));
    let views = caseFilter ? await stores.views.views(portfolioId, rows) : null;
    if (caseFilter) views = views!.filter((v) => [...v.hits, ...v.candidates].some(caseFilter));
    const count = views ? views.length : rows.length;
    const wanted = Math.max(0, Math.min(count, page.offset + page.limit - total));
    const skip = Math.max(0, page.offset - total);
    if (wanted > skip) {
      items.push(
        ...(views ? views.slice(skip, wanted) : await stores.views.views(portfolioId, rows.slice(skip, wanted))),
      );
    }
    total += count;
    if (rowIds.length < CHUNK) break;
  }
  return { items, total };
}
