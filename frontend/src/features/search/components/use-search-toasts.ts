import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { SearchResponse } from '../api/search-api';
import { SEARCH_FAILED, searchSuccessMessage } from './search-messages';

interface SearchOutcome {
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  data: SearchResponse | undefined;
  /** RTK Query's id of the latest request: each settled request is answered once. */
  requestId: string | undefined;
}

/**
 * SPEC §8: every failed search says so; a search the user started announces what it found. Call `announceNext`
 * when the user submits; the toast follows when that search settles.
 *
 * A search counts as settled when the latest request (its `requestId`) is no longer fetching, not when a render saw
 * `isFetching` go from true to false: a fast answer on a busy browser arrived before React rendered the pending
 * state, so no render ever saw `true` and the toast was lost (issue #27's runs under load).
 */
export function useSearchToasts({ isFetching, isError, error, data, requestId }: SearchOutcome) {
  const { enqueueSnackbar } = useSnackbar();
  const announce = useRef(false);
  const answered = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (isFetching || requestId === undefined || requestId === answered.current) return;
    answered.current = requestId;
    if (isError) {
      console.error('Suche fehlgeschlagen', error);
      enqueueSnackbar(SEARCH_FAILED, { variant: 'error' });
    } else if (announce.current && data) {
      enqueueSnackbar(searchSuccessMessage(data), { variant: data.dataAvailable === false ? 'info' : 'success' });
    }
    announce.current = false;
  }, [isFetching, isError, error, data, requestId, enqueueSnackbar]);

  return {
    announceNext: () => {
      announce.current = true;
    },
  };
}
