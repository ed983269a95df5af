import { PortfolioFileError } from './portfolio-file-error.js';

export type FileFormat = 'csv' | 'xlsx';

const starts = (content: Buffer, ...bytes: number[]) => bytes.every((b, i) => content[i] === b);

/**
 * The format from the file's first bytes, not from its name or MIME type (browsers send what the extension says,
 * and a renamed file lies): a ZIP is an XLSX candidate (the zip check confirms the workbook), readable text is a
 * CSV candidate (the decoder confirms the encoding). Other formats get a German message that says what to do.
 */
export function detectFormat(content: Buffer, fileName: string): FileFormat {
  if (starts(content, 0x50, 0x4b, 0x03, 0x04)) return 'xlsx';
  if (starts(content, 0x50, 0x4b, 0x05, 0x06)) {
    throw new PortfolioFileError('damaged', 'Die Datei ist ein leeres ZIP-Archiv, keine Excel-Arbeitsmappe.');
  }
  if (starts(content, 0xd0, 0xcf, 0x11, 0xe0)) {
    throw new PortfolioFileError(
      'oldExcel',
      'Die Datei ist im alten Excel-Format (.xls) oder mit einem Kennwort geschützt. Bitte speichern Sie sie in ' +
        'Excel ohne Kennwort als „Excel-Arbeitsmappe (.xlsx)“ oder als „CSV UTF-8“ und laden Sie sie erneut hoch.',
    );
  }
  const binary = BINARY_SIGNATURES.find(({ bytes }) => starts(content, ...bytes));
  if (binary) {
    throw new PortfolioFileError(
      'unknownFormat',
      `„${fileName}“ ist eine ${binary.kind}, keine Kundenliste. Bitte laden Sie eine CSV- oder XLSX-Datei hoch.`,
    );
  }
  return 'csv';
}

const BINARY_SIGNATURES: readonly { kind: string; bytes: number[] }[] = [
  { kind: 'PDF-Datei', bytes: [0x25, 0x50, 0x44, 0x46] },
  { kind: 'PNG-Grafik', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'JPEG-Grafik', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'GIF-Grafik', bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'GZIP-Archiv', bytes: [0x1f, 0x8b] },
  { kind: '7-Zip-Archiv', bytes: [0x37, 0x7a, 0xbc, 0xaf] },
  { kind: 'RAR-Archiv', bytes: [0x52, 0x61, 0x72, 0x21] },
];
