import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { fileDownload } from '../../../lib/browser/download-file';
import { useLazyGetHistoryCsvQuery } from '../api/history-api';
import type { HistoryRequest } from '../api/history-types';

export const CSV_FAILED = 'CSV-Export fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** Downloads the server's CSV of the current selection (the same numbers, every group). */
export function useHistoryCsv(request: HistoryRequest | null) {
  const [fetchCsv] = useLazyGetHistoryCsvQuery();
  const { enqueueSnackbar } = useSnackbar();
  const [running, setRunning] = useState(false);
  const download = useCallback(async () => {
    if (!request) return;
    setRunning(true);
    try {
      const csv = await fetchCsv(request).unwrap();
      fileDownload.save(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `historische-daten-${request.from}-bis-${request.to}.csv`,
      );
      enqueueSnackbar('CSV-Datei erstellt', { variant: 'success' });
    } catch (error) {
      console.error('CSV-Export fehlgeschlagen', error);
      enqueueSnackbar(CSV_FAILED, { variant: 'error' });
    } finally {
      setRunning(false);
    }
  }, [request, fetchCsv, enqueueSnackbar]);
  return { download, running };
}
