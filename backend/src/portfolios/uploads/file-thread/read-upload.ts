import { proposeMapping } from '../../file-import/column-mapping.js';
import { PortfolioFileError } from '../../file-import/portfolio-file-error.js';
import { readPortfolioFile } from '../../file-import/read-portfolio-file.js';
import { validateRows } from '../../file-import/validate-rows.js';
import type { TakenRow } from '../../rows/assign-row-ids.js';
import type { UploadMapping, UploadValidation } from '../../rows/portfolio-row-store.port.js';
import { columnMapping, fullMapping, SAMPLE_ROWS, validationOf } from '../upload-steps.js';

export interface ReadUploadRequest {
  readonly content: Uint8Array;
  readonly fileName: string;
  readonly maxRows: number;
  /** Null: read and propose a mapping; else validate with it. */
  readonly mapping: Partial<UploadMapping> | null;
}

export type ReadUploadResult =
  | {
      readonly ok: true;
      readonly headers: readonly string[];
      readonly mapping: UploadMapping;
      readonly sample: string[][];
      readonly rowCount: number;
      readonly validation: UploadValidation | null;
      readonly valid: readonly TakenRow[];
    }
  | { readonly ok: false; readonly message: string };

/** The CPU-heavy part of an upload step (parse, map, validate), run in a worker thread where one is compiled. */
export async function readUpload(request: ReadUploadRequest): Promise<ReadUploadResult> {
  try {
    const file = await readPortfolioFile(
      { content: Buffer.from(request.content), fileName: request.fileName, mimeType: '' },
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
        valid: [],
      };
    }
    const result = validateRows(file.rows, columnMapping(request.mapping));
    return {
      ok: true,
      headers: file.headers,
      mapping: fullMapping(columnMapping(request.mapping)),
      sample,
      rowCount: file.rows.length,
      validation: validationOf(result.rows),
      valid: result.rows.filter((r) => r.errors.length === 0).map((r) => ({ line: r.line, row: r.row })),
    };
  } catch (error) {
    if (error instanceof PortfolioFileError) return { ok: false, message: error.message };
    throw error;
  }
}
