/** Settings of the portfolios (README "Portfolios (issue #31)"). */
export interface PortfoliosConfig {
  /** `PORTFOLIO_MAX_ROWS` (default 100,000): rows one account may hold over all its portfolios (the plan limit). */
  readonly maxRows: number;
}

export function loadPortfoliosConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): PortfoliosConfig {
  const raw = value('PORTFOLIO_MAX_ROWS');
  if (raw === undefined) return { maxRows: 100_000 };
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 10_000_000) {
    problems.push(`PORTFOLIO_MAX_ROWS must be a whole number from 1 to 10000000, got "${raw}"`);
    return { maxRows: 100_000 };
  }
  return { maxRows: parsed };
}
