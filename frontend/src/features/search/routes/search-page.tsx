import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FreePlanBanner } from '../../../components/insolvency/free-plan-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { httpStatusOf, serverErrorText } from '../../../lib/api/api-error';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { type SearchSort, useSearchCasesQuery } from '../api/search-api';
import { ExportButton } from '../components/export/export-button';
import { SearchEmptyState } from '../components/search-empty-state';
import { SearchForm } from '../components/search-form';
import { SearchPagination } from '../components/search-pagination';
import {
  DEFAULT_LIMIT,
  effectiveSort,
  filterErrors,
  hasErrors,
  parseSearchUrl,
  type SearchCriteria,
  toSearchRequest,
  toSearchUrl,
} from '../components/search-params';
import { revealResults } from '../components/reveal-results';
import { SearchResultList } from '../components/search-result-list';
import { SIMILAR_SPELLINGS } from '../components/search-messages';
import { SearchResultsSkeleton } from '../components/search-results-skeleton';
import { SearchSortSelect } from '../components/search-sort-select';
import { SavedSearchesPanel } from '../saved-searches/saved-searches-panel';
import { useSearchToasts } from '../components/use-search-toasts';

/** SPEC §2 Search: the query lives in the URL, so back/forward and reload show the same search. */
export default function SearchPage() {
  useDocumentTitle('Suche');
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const view = useMemo(() => parseSearchUrl(new URLSearchParams(urlKey)), [urlKey]);
  const request = useMemo(() => toSearchRequest(view), [view]);
  const exportCriteria = useMemo(() => {
    const { page: _page, limit: _limit, ...criteria } = request;
    return criteria;
  }, [request]);
  const { user } = useSession();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // currentData: a failed or running search shows no results of an earlier one (SPEC §8: cleared on failure).
  // A link or bookmark with a value the form refuses (a query of punctuation only) is not sent: the form says why.
  const refused = useMemo(() => hasErrors(filterErrors(view.criteria)), [view]);
  const query = useSearchCasesQuery(request, { refetchOnMountOrArgChange: true, skip: refused });
  const data = query.currentData;
  const { announceNext } = useSearchToasts({
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    data,
    requestId: query.requestId,
  });

  const search = (criteria: SearchCriteria, { submitted }: { submitted: boolean }) => {
    announceNext();
    const next = toSearchUrl({ criteria, page: 1, limit: DEFAULT_LIMIT });
    // The same search again: the URL does not change, so ask the server directly.
    if (next.toString() === urlKey) void query.refetch();
    else setSearchParams(next);
    // On a phone the results start below the form: bring them into view (the skeleton until they are there).
    if (submitted) revealResults(resultsHeading.current);
  };

  // Another order of the same search: from its first page, and no toast (the results are the same ones).
  const sortBy = (sort: SearchSort) =>
    setSearchParams(toSearchUrl({ criteria: { ...view.criteria, sort }, page: 1, limit: view.limit }));

  const goToPage = (page: number) => {
    setSearchParams(toSearchUrl({ criteria: view.criteria, page, limit: view.limit }));
    resultsHeading.current?.focus();
  };

  const results = data?.results ?? [];
  const isPro = data?.subscription?.isPro ?? isProPlan(user?.plan);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Suche
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Durchsuchen Sie die Insolvenzbekanntmachungen aller 16 Bundesländer.
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SearchForm
          criteria={view.criteria}
          searching={query.isFetching}
          onSearch={search}
          onReset={() => setSearchParams(new URLSearchParams())}
        />
      </Paper>
      {user && <SavedSearchesPanel criteria={view.criteria} isPro={isPro} />}
      {data?.subscription?.isLimited && <FreePlanBanner totalAvailable={data.subscription.totalAvailable} />}
      <Stack component="section" aria-labelledby="search-results-heading" spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id="search-results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            variant="h5"
            component="h2"
            // A place the focus is moved to, not a control: no focus ring. Below the sticky app bar when scrolled
            // to (a search sent on a phone, another page).
            sx={{ outline: 'none', '&:focus-visible': { outline: 'none' }, scrollMarginTop: 80 }}
          >
            Ergebnisse
          </Typography>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <SearchSortSelect
              value={effectiveSort(view.criteria)}
              hasQuery={view.criteria.q.trim() !== ''}
              onChange={sortBy}
            />
            <ExportButton criteria={exportCriteria} isPro={isPro} hasResults={results.length > 0} />
          </Stack>
        </Stack>
        {refused ? (
          <Alert severity="warning">
            Diese Suche enthält eine Eingabe, nach der nicht gesucht werden kann (siehe oben).
          </Alert>
        ) : query.isFetching && !data ? (
          <SearchResultsSkeleton />
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              // A refusal (400) comes again the same way; anything else may pass on a second try.
              httpStatusOf(query.error) === 400 ? undefined : (
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  Erneut versuchen
                </Button>
              )
            }
          >
            {searchFailure(query.error)}
          </Alert>
        ) : results.length === 0 ? (
          <SearchEmptyState submitted={view.submitted} noData={data?.dataAvailable === false} />
        ) : (
          <>
            {data?.similarSpellings && <Alert severity="info">{SIMILAR_SPELLINGS}</Alert>}
            <SearchResultList results={results} />
            {data?.pagination && (
              <SearchPagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                total={data.pagination.total}
                onPage={goToPage}
              />
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * What the error box says: a refused search (a link or an old saved search with a value no longer taken) says why,
 * and so does a search while the cases are rebuilt after an update (503: how far, and when to try again).
 */
function searchFailure(error: unknown): string {
  const status = httpStatusOf(error);
  const refusal = status === 400 || status === 503 ? serverErrorText(error) : undefined;
  return refusal ? `Die Suche konnte nicht ausgeführt werden: ${refusal}` : 'Die Suche konnte nicht ausgeführt werden.';
}
