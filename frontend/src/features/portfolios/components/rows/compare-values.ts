/** Folds a text for comparing: case, umlauts, punctuation and spaces do not make a difference. */
export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/** Whether two values differ visibly: only when both are known (a missing value is no contradiction). */
export function differs(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = fold(a);
  const right = fold(b);
  return left !== '' && right !== '' && left !== right;
}
