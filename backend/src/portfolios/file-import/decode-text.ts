import { isUtf8 } from 'node:buffer';
import { PortfolioFileError } from './portfolio-file-error.js';

/**
 * The text encodings a customer list comes in (issue #31): UTF-8 with or without BOM (Excel's "CSV UTF-8",
 * most tools), Windows-1252 (Excel's plain "CSV" and German ERP exports), UTF-16 with BOM (Excel's "Unicode-Text").
 * UTF-8 is recognised exactly (a 1252 file with umlauts is never valid UTF-8, `isUtf8` checks without a copy);
 * a file that is neither is read as 1252 only when it has none of the bytes 1252 leaves undefined and no control
 * characters: a binary file or another code page (DOS 850 writes ü as 0x81) is refused, never guessed.
 */
export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface DetectedEncoding {
  readonly encoding: TextEncoding;
  /** Bytes of the byte-order mark to skip. */
  readonly bomLength: number;
}

/** Bytes windows-1252 does not define, and control characters no customer list contains (tab, CR, LF allowed). */
const NOT_TEXT = new Uint8Array(256);
for (const byte of [0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x0b, 0x0c, 0x7f]) NOT_TEXT[byte] = 1;
for (let byte = 0; byte < 0x20; byte++) if (byte < 0x09 || byte > 0x0d) NOT_TEXT[byte] = 1;

export function detectEncoding(content: Buffer): DetectedEncoding {
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (content[0] === 0xff && content[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (content[0] === 0xfe && content[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  if (isUtf8(content)) {
    if (content.includes(0)) throw unreadable();
    return { encoding: 'utf-8', bomLength: 0 };
  }
  for (const byte of content) if (NOT_TEXT[byte]) throw unreadable();
  return { encoding: 'windows-1252', bomLength: 0 };
}

function unreadable(): PortfolioFileError {
  return new PortfolioFileError(
    'encoding',
    'Die Zeichenkodierung der Datei ist nicht erkennbar (weder UTF-8 noch Windows-1252) oder die Datei ist keine ' +
      'Textdatei. Bitte speichern Sie die Liste in Excel als „CSV UTF-8 (durch Trennzeichen getrennt)“ oder als XLSX.',
  );
}

/** The text in chunks of about `chunkSize` bytes, decoded strictly: a character split between chunks is kept whole. */
export function* decodeChunks(content: Buffer, detected: DetectedEncoding, chunkSize = 1 << 20): Generator<string> {
  const decoder = new TextDecoder(detected.encoding, { fatal: true });
  try {
    for (let at = detected.bomLength; at < content.length; at += chunkSize) {
      const end = Math.min(at + chunkSize, content.length);
      yield decoder.decode(content.subarray(at, end), { stream: end < content.length });
    }
  } catch (error) {
    if (error instanceof TypeError) throw unreadable();
    throw error;
  }
}
