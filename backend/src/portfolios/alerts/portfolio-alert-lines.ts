import type { PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';

/** One customer of a portfolio a new notice concerns, as a mail names it. */
export interface PortfolioAlertRow {
  readonly customerNumber: string | null;
  readonly name: string;
  /** The ladder's reason of the hit ("Registereintrag HRB 1234, Amtsgericht Köln stimmt überein"). */
  readonly reason: string;
}

/**
 * The line a digest or an immediate mail shows per customer of a portfolio hit (issue #31), so that the mail can
 * be forwarded to collections as it is: "Kundennummer 10042 · Müller Bau GmbH · Treffer: Registereintrag HRB
 * 1234, Amtsgericht Köln stimmt überein". Rows without customer number show the name only.
 */
export function portfolioAlertLine(row: PortfolioAlertRow): string {
  const customer = row.customerNumber ? `Kundennummer ${row.customerNumber} · ` : '';
  return `${customer}${row.name} · Treffer: ${row.reason}`;
}

/** At most this many customers are named per case and portfolio; more are counted. */
export const MAX_ALERT_ROWS = 20;

/**
 * The lines of a logged portfolio match (match log entry of kind 'portfolio': portfolio id and case id): the
 * portfolio's rows whose hits include the case, by row id, from the match store. Empty when the rows changed
 * since (a decision, a re-upload): then there is nothing to tell.
 */
export async function portfolioAlertLines(
  store: PortfolioMatchStore,
  portfolioId: string,
  caseId: number,
): Promise<string[]> {
  const { rowIds, total } = await store.rowIdsInState(portfolioId, 'Treffer', { offset: 0, limit: MAX_ALERT_ROWS }, [
    caseId,
  ]);
  const results = await store.storedResults(portfolioId, rowIds);
  const lines = results.flatMap((result) => {
    const hit = result.hits.find((h) => h.caseId === caseId);
    return hit ? [portfolioAlertLine({ ...result.row, reason: hit.reason })] : [];
  });
  if (total > rowIds.length) lines.push(`… und ${total - rowIds.length} weitere Kunden dieses Portfolios`);
  return lines;
}
