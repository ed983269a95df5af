export const PORTFOLIO_NAME_MAX = 100;

export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
