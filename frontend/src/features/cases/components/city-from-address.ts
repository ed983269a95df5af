const POSTAL_CODE_AND_REST = /\b\d{5}\s+(.+)$/;

/**
 * SPEC §2 Case detail: the city is the text after a five-digit postal code, otherwise the address's last
 * word. "Hauptstr. 1, 80331 München" → "München"; "Marktplatz 3 Erfurt" → "Erfurt".
 */
export function cityFromAddress(address: string | null | undefined): string | undefined {
  const text = address?.trim();
  if (!text) return undefined;
  const afterPostalCode = POSTAL_CODE_AND_REST.exec(text)?.[1];
  // A postal code may be followed by more parts ("80331 München, Deutschland"): the city is the first.
  const city = afterPostalCode ? afterPostalCode.split(',')[0] : text.split(/\s+/).pop();
  const cleaned = city?.replace(/[,;.]+$/, '').trim();
  return cleaned || undefined;
}
