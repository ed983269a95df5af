/** Splits a comma-separated word list written as a template literal (keeps data files compact). */
export function list(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
