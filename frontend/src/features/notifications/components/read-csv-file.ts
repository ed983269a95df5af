/** Upper bound for a watchlist file: some ten thousand customers, far below what would strain the server. */
export const MAX_CSV_BYTES = 1_000_000;

export type CsvFileResult = { csv: string } | { problem: string };

// FileReader rather than Blob.text(): the same code runs in every browser and in jsdom.
function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Datei nicht lesbar'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Reads the chosen file as text, refusing what cannot be a usable watchlist before anything is sent. */
export async function readCsvFile(file: File): Promise<CsvFileResult> {
  if (file.size > MAX_CSV_BYTES) return { problem: 'Die Datei ist zu groß (höchstens 1 MB).' };
  try {
    const csv = await readAsText(file);
    return csv.trim() === '' ? { problem: 'Die Datei ist leer.' } : { csv };
  } catch {
    return { problem: 'Die Datei konnte nicht gelesen werden.' };
  }
}
