import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { decodeChunks, detectEncoding } from './decode-text.js';
import { germanNumber, type FileLimits } from './limits.js';
import { PortfolioFileError } from './portfolio-file-error.js';
import type { ReadFile, ReadRow } from './read-rows.js';
import { RowCollector } from './row-collector.js';

/** Delimiters of customer lists: German Excel writes ";", English tools ",", "Unicode-Text" a tab. */
const DELIMITERS = [';', ',', '\t'] as const;

/**
 * The delimiter of a CSV: the one that occurs most often outside quotes in its first line (the header). Ties go to
 * ";", German Excel's; a list of one column has none and gets ";" (no comma in a name splits it then).
 */
export function detectDelimiter(firstText: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of firstText) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ';';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/**
 * Reads a CSV row by row with csv-parse, fed with the decoded text in chunks, so that the file is never held
 * twice as one string. Cells are data: "=SUMME(A1)" or "+49 …" stay text, nothing is evaluated. Stops at the
 * first row over the limit, so that a file with a million rows costs no more than the limit.
 */
export async function readCsv(content: Buffer, limits: FileLimits): Promise<ReadFile> {
  const detected = detectEncoding(content);
  const chunks = decodeChunks(content, detected);
  const first = chunks.next();
  if (first.done || first.value.trim() === '') throw new PortfolioFileError('empty', 'Die Datei ist leer.');
  // Excel writes and reads a first line "sep=;" naming the delimiter: it wins, and it is no row.
  const sepLine = /^sep=([;,\t|])[ \t]*\r?\n/i.exec(first.value);
  const delimiter = sepLine ? sepLine[1] : detectDelimiter(first.value.slice(0, 65536));
  const parser = Readable.from(
    (function* () {
      yield first.value;
      yield* chunks;
    })(),
  ).pipe(
    parse({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
      max_record_size: 100_000,
      from_line: sepLine ? 2 : 1,
    }),
  );
  const collector = new RowCollector(limits);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      collector.add({ line: info.lines, cells: record, problems: [] });
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof CsvError) {
      throw new PortfolioFileError(
        'damaged',
        `Die CSV-Datei ist fehlerhaft (${csvProblem(error)}). Bitte prüfen Sie Anführungszeichen und Trennzeichen.`,
      );
    }
    throw error;
  }
  return { format: 'csv', encoding: detected.encoding, delimiter, ...collector.result() };
}

function csvProblem(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? `Zeile ${germanNumber(line)}` : 'unbekannte Stelle';
  if (error.code === 'CSV_MAX_RECORD_SIZE') return `${where}: Zeile länger als 100.000 Zeichen`;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return `${where}: Anführungszeichen nicht geschlossen`;
  return where;
}

export type { ReadRow };
