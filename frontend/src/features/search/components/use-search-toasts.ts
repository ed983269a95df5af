import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { SearchResponse } from '../api/search-api';
import { SEARCH_FAILED, searchSuccessMessage } from './search-messages';

interface SearchOutcome {
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  data: SearchResponse | undefined;
}

/**
 * SPEC §8: every failed search says so; a search the user started announces what it found. Call `announceNext`
 * when the user submits; the toast follows when that search settles.
 */
export function useSearchToasts({ isFetching, isError, error, data }: SearchOutcome) {
  const { enqueueSnackbar } = useSnackbar();
  const announce = useRef(false);
  const wasFetching = useRef(isFetching);

  useEffect(() => {
    const settled = wasFetching.current && !isFetching;
    wasFetching.current = isFetching;
    if (!settled) return;
    if (isError) {
      console.error('Suche fehlgeschlagen', error);
      enqueueSnackbar(SEARCH_FAILED, { variant: 'error' });
    } else if (announce.current && data) {
      enqueueSnackbar(searchSuccessMessage(data), { variant: data.dataAvailable === false ? 'info' : 'success' });
    }
    announce.current = false;
  }, [isFetching, isError, error, data, enqueueSnackbar]);

  return {
    announceNext: () => {
      announce.current = true;
    },
  };
}
