import { proposeMapping } from '../../file-import/column-mapping.js';
import { PortfolioFileError } from '../../file-import/portfolio-file-error.js';
import { readPortfolioFile } from '../../file-import/read-portfolio-file.js';
import { validateRows } from '../../file-import/validate-rows.js';
import { assignRowIds } from '../../rows/assign-row-ids.js';
import type { StoredPortfolioRow, UploadMapping, UploadValidation } from '../../rows/portfolio-row-store.port.js';
import { diffPrints, type PrintsDiff, type RowPrint } from '../../rows/row-prints.js';
import { columnMapping, fullMapping, MAX_DIFF_EXAMPLES, SAMPLE_ROWS, validationOf } from '../upload-steps.js';

export interface ReadUploadRequest {
  readonly content: Uint8Array;
  readonly fileName: string;
  readonly maxRows: number;
  /** Null: read and propose a mapping; else validate with it and diff against `current`. */
  readonly mapping: Partial<UploadMapping> | null;
  /** The portfolio's current rows as prints (key, fingerprint, row id): what the file is compared with. */
  readonly current?: readonly RowPrint[];
  /** Set when the rows are taken: answer them with their row ids (`assignRowIds`) for this upload. */
  readonly takeFor?: string;
}

export type ReadUploadResult =
  | {
      readonly ok: true;
      readonly headers: readonly string[];
      readonly mapping: UploadMapping;
      readonly sample: string[][];
      readonly rowCount: number;
      readonly validation: UploadValidation | null;
      /** The valid rows against `current` (null while proposing a mapping). */
      readonly diff: PrintsDiff | null;
      /** The valid rows with their ids, only when taking them (`takeFor`). */
      readonly rows: readonly StoredPortfolioRow[];
    }
  | { readonly ok: false; readonly message: string };

/** The CPU-heavy part of an upload step (parse, map, validate), run in a worker thread where one is compiled. */
export async function readUpload(request: ReadUploadRequest): Promise<ReadUploadResult> {
  try {
    const file = await readPortfolioFile(
      // A view of the bytes the thread was given, not a second copy of up to 50 MB.
      {
        content: Buffer.from(request.content.buffer, request.content.byteOffset, request.content.byteLength),
        fileName: request.fileName,
        mimeType: '',
      },
      { maxRows: request.maxRows },
    );
    const sample = file.rows.slice(0, SAMPLE_ROWS).map((r) => [...r.cells]);
    if (request.mapping === null) {
      const mapping = fullMapping(proposeMapping(file.headers).mapping);
      return {
        ok: true,
        headers: file.headers,
        mapping,
        sample,
        rowCount: file.rows.length,
        validation: null,
        diff: null,
        rows: [],
      };
    }
    const result = validateRows(file.rows, columnMapping(request.mapping));
    // Only counts, examples and (when taken) the rows cross back to the API's thread, never the current rows.
    const valid = result.rows.filter((r) => r.errors.length === 0).map((r) => ({ line: r.line, row: r.row }));
    const current = request.current ?? [];
    return {
      ok: true,
      headers: file.headers,
      mapping: fullMapping(columnMapping(request.mapping)),
      sample,
      rowCount: file.rows.length,
      validation: validationOf(result.rows),
      diff: diffPrints(
        current,
        valid.map((v) => v.row),
        MAX_DIFF_EXAMPLES,
      ),
      rows: request.takeFor === undefined ? [] : assignRowIds(current, valid, request.takeFor),
    };
  } catch (error) {
    if (error instanceof PortfolioFileError) return { ok: false, message: error.message };
    throw error;
  }
}
