import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { germanNumber, type FileLimits } from './limits.js';
import { PortfolioFileError } from './portfolio-file-error.js';

/**
 * Checks an XLSX's ZIP container before any of it is unpacked (issue #31: zip bombs). fflate reads the central
 * directory and hands every entry's declared sizes to the filter, which declines to unpack them, so nothing is
 * decompressed here. Refused: too many entries, more declared bytes in all than the limit, an entry that unpacks
 * more than `maxRatio` fold (from 1 MiB on: tiny entries may compress well), a ZIP that is no Excel workbook.
 * A ZIP can lie about its sizes: `checkUnpackedSizes` then inflates every entry once without keeping its bytes
 * and stops at the limit, before exceljs unpacks anything.
 */
export function checkXlsxContainer(content: Buffer, limits: FileLimits): void {
  const entries: { name: string; size: number; originalSize: number }[] = [];
  try {
    unzipSync(content, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    throw new PortfolioFileError(
      'damaged',
      'Die Datei ist beschädigt oder kein vollständiges ZIP-/XLSX-Archiv. Bitte speichern Sie sie erneut.',
    );
  }
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw notAWorkbook(entries.map((e) => e.name));
  const unpacked = entries.reduce((sum, e) => sum + e.originalSize, 0);
  const bomb =
    entries.length > limits.maxEntries ||
    unpacked > limits.maxUnpackedBytes ||
    entries.some((e) => e.originalSize > 1024 * 1024 && e.originalSize > limits.maxRatio * Math.max(e.size, 1));
  if (bomb) throw zipBomb(unpacked);
  checkUnpackedSizes(content, limits);
}

/** Other ZIP-based formats a customer list is saved in get a message that says how to save it instead. */
function notAWorkbook(names: readonly string[]): PortfolioFileError {
  const kind = names.includes('xl/workbook.bin')
    ? 'eine Excel-Binärarbeitsmappe (.xlsb)'
    : names.includes('content.xml')
      ? 'eine OpenDocument-Tabelle (.ods)'
      : 'ein ZIP-Archiv, aber keine Excel-Arbeitsmappe';
  return new PortfolioFileError(
    'unknownFormat',
    `Die Datei ist ${kind}. Bitte speichern Sie die Liste als „Excel-Arbeitsmappe (.xlsx)“ oder als CSV und ` +
      'laden Sie sie erneut hoch.',
  );
}

function zipBomb(unpacked: number): PortfolioFileError {
  return new PortfolioFileError(
    'zipBomb',
    `Die Excel-Datei würde entpackt ${germanNumber(Math.round(unpacked / 1024 / 1024))} MB belegen oder ist ` +
      'ungewöhnlich stark komprimiert; sie wird aus Sicherheitsgründen nicht gelesen. Bitte speichern Sie nur ' +
      'die Kundenliste als neue Arbeitsmappe oder als CSV.',
  );
}

/**
 * The sizes the entries really unpack to, whatever their headers say: fflate's streaming unzip inflates each
 * entry chunk by chunk (synchronously, `UnzipInflate`), the chunks are counted and dropped, and inflating stops
 * as soon as the total passes the limit. Costs one inflate pass over a file of at most 50 MB.
 */
function checkUnpackedSizes(content: Buffer, limits: FileLimits): void {
  let total = 0;
  let failed = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    file.ondata = (error, chunk) => {
      if (error) failed = true;
      else total += chunk.length;
      if (total > limits.maxUnpackedBytes) file.terminate();
    };
    file.start();
  };
  try {
    unzip.push(content, true);
  } catch {
    failed = true;
  }
  if (total > limits.maxUnpackedBytes) throw zipBomb(total);
  if (failed) {
    throw new PortfolioFileError(
      'damaged',
      'Die Datei ist beschädigt oder kein vollständiges ZIP-/XLSX-Archiv. Bitte speichern Sie sie erneut.',
    );
  }
}
