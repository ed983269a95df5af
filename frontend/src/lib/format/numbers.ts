const INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** 12345 → "12.345". */
export function formatCount(value: number): string {
  return INTEGER.format(value);
}

/** A space that never breaks: a number and its unit stay on one line ("−5,1" at a line's end, "%" below). */
const NO_BREAK_SPACE = '\u00a0';

/** 12.5 → "12,5 %"; with `signed`, "+12,5 %" and "−3 %" for changes; the space before "%" never breaks. */
export function formatPercent(value: number, { signed = false } = {}): string {
  const text = `${ONE_DECIMAL.format(Math.abs(value))}${NO_BREAK_SPACE}%`;
  if (!signed || value === 0) return value < 0 ? `−${text}` : text;
  return value > 0 ? `+${text}` : `−${text}`;
}
