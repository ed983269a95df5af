import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { fileDownload } from '../../../../lib/browser/download-file';
import { formatCount } from '../../../../lib/format/numbers';
import { formatQuantity, RESULTS, RESULTS_DATIVE } from '../../../../lib/format/plural';
import { type SearchRequest, useLazyExportSearchPageQuery } from '../../api/search-api';
import { csvBlob } from './csv';
import { exportFileName } from './export-columns';
import { ExportCancelled, type ExportProgress, fetchAllResults } from './fetch-all-results';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_FAILED = 'Export fehlgeschlagen. Bitte versuchen Sie es erneut.';

async function toBlob(format: ExportFormat, rows: Parameters<typeof csvBlob>[0]): Promise<Blob> {
  if (format === 'csv') return csvBlob(rows);
  // The workbook writer and its zip library load only when someone exports to Excel.
  const { xlsxBlob } = await import('./xlsx');
  return xlsxBlob(rows);
}

/** Exports every result of the current search (up to the cap) as CSV or Excel, with progress and cancel. */
export function useSearchExport(criteria: Omit<SearchRequest, 'page' | 'limit'>) {
  const [fetchPage] = useLazyExportSearchPageQuery();
  const { enqueueSnackbar } = useSnackbar();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<ExportProgress>({ loaded: 0, expected: 0 });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (format: ExportFormat) => {
      controller.current = new AbortController();
      setProgress({ loaded: 0, expected: 0 });
      setRunning(format);
      try {
        const all = await fetchAllResults((page, limit) => fetchPage({ ...criteria, page, limit }).unwrap(), {
          onProgress: setProgress,
          signal: controller.current.signal,
        });
        fileDownload.save(await toBlob(format, all.rows), exportFileName(format));
        const message = all.truncated
          ? `Export erstellt: die ersten ${formatCount(all.rows.length)} von ${formatQuantity(all.total, RESULTS_DATIVE)}`
          : `Export erstellt: ${formatQuantity(all.rows.length, RESULTS)}`;
        enqueueSnackbar(message, { variant: 'success' });
      } catch (error) {
        if (error instanceof ExportCancelled) {
          enqueueSnackbar('Export abgebrochen', { variant: 'info' });
        } else {
          console.error('Export fehlgeschlagen', error);
          enqueueSnackbar(EXPORT_FAILED, { variant: 'error' });
        }
      } finally {
        setRunning(null);
      }
    },
    [criteria, fetchPage, enqueueSnackbar],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { running, progress, start, cancel };
}
