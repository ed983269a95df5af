import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverErrorText } from '../../../../lib/api/api-error';
import { formatCount } from '../../../../lib/format/numbers';
import { PORTFOLIO_POLL_MS, useDecideCandidateMutation, useGetPortfolioRowsQuery } from '../../api/portfolios-api';
import {
  type CaseMatchView,
  ROW_STATES,
  type RowState,
  type RowView,
  type StateCounts,
  type Verdict,
} from '../../api/portfolio-types';
import { PORTFOLIO_MESSAGES as TEXT } from '../portfolio-messages';
import { countOf } from '../state-count-chips';
import { ExportHitsButton } from './export-hits-button';
import { ReviewQueue } from './review-queue';
import { RowCards } from './row-cards';
import { type RowFilterValues, RowFilters } from './row-filters';
import { RowsTable } from './rows-table';
import { ListPagination } from '../../../../components/paging/list-pagination';

export const PAGE_SIZE = 50;

const stateOf = (value: string | null): RowState =>
  ROW_STATES.includes(value as RowState) ? (value as RowState) : 'Treffer';

interface RowsSectionProps {
  portfolioId: string;
  /** The list's counts, shown on the tabs until the rows answer with their own. */
  counts: StateCounts;
  /** While the matching runs the rows are asked again, so new results appear. */
  matchingRuns: boolean;
}

/** Tabs per state, filters, the paged rows (table on desktop, cards on a phone), the review queue and export. */
export function RowsSection({ portfolioId, counts, matchingRuns }: RowsSectionProps) {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: RowFilterValues = {
    q: params.get('q') ?? '',
    bundesland: params.get('bundesland') ?? '',
    verfahrensart: params.get('verfahrensart') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));

  const { data, isFetching, error, refetch } = useGetPortfolioRowsQuery(
    { portfolioId, state, ...filters, page, pageSize: PAGE_SIZE },
    { pollingInterval: matchingRuns ? PORTFOLIO_POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  // The matching's end is seen on the portfolio, not on the rows: their last poll may have come before its last
  // results, and the tabs then said "Treffer (0)" under "Treffer: 1" until a reload. Read once more at the end.
  const matchingRan = useRef(matchingRuns);
  useEffect(() => {
    if (matchingRan.current && !matchingRuns) void refetch();
    matchingRan.current = matchingRuns;
  }, [matchingRuns, refetch]);
  const shownCounts = data?.counts ?? counts;

  /** Any change of state or filter starts at page 1 again. */
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const changeFilter = useCallback((name: keyof RowFilterValues, value: string) => update({ [name]: value }), [update]);

  const { decide, pending } = useDecision(portfolioId);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack component="section" spacing={2} aria-labelledby="rows-heading">
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id="rows-heading" variant="h5" component="h2">
          Ihre Kunden
        </Typography>
        <ExportHitsButton portfolioId={portfolioId} disabled={shownCounts.treffer === 0} />
      </Stack>
      <Tabs
        value={state}
        onChange={(_event, value: RowState) => update({ state: value === 'Treffer' ? '' : value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Status der Zeilen"
      >
        {ROW_STATES.map((rowState) => (
          <Tab key={rowState} value={rowState} label={`${rowState} (${formatCount(countOf(shownCounts, rowState))})`} />
        ))}
      </Tabs>
      <RowFilters values={filters} onChange={changeFilter} />
      <Box sx={{ minHeight: 4 }}>{isFetching && <LinearProgress aria-label="Zeilen werden geladen" />}</Box>
      {error ? (
        <Alert severity="error">{serverErrorText(error) ?? TEXT.genericError}</Alert>
      ) : data && data.items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {state === 'Prüfen' ? 'Nichts zu prüfen.' : 'Keine Zeilen mit diesem Status und diesen Filtern.'}
        </Typography>
      ) : data ? (
        state === 'Prüfen' ? (
          <ReviewQueue rows={data.items} pending={pending} onDecide={decide} />
        ) : phone ? (
          <RowCards rows={data.items} />
        ) : (
          <RowsTable rows={data.items} />
        )
      ) : null}
      {data && (
        <ListPagination
          page={page}
          pageCount={totalPages}
          onChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        />
      )}
    </Stack>
  );
}

/** POST the decision; the toast says what it means; the rows and counts are read again (tags). */
function useDecision(portfolioId: string) {
  const [send] = useDecideCandidateMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<{ rowId: string; caseId: number } | null>(null);
  const decide = async (row: RowView, candidate: CaseMatchView, verdict: Verdict) => {
    setPending({ rowId: row.rowId, caseId: candidate.caseId });
    try {
      await send({ portfolioId, rowId: row.rowId, caseId: candidate.caseId, verdict }).unwrap();
      enqueueSnackbar(verdict === 'confirmed' ? TEXT.decisionConfirmed : TEXT.decisionRejected, {
        variant: 'success',
      });
    } catch (error) {
      console.error('Entscheidung nicht gespeichert', error);
      enqueueSnackbar(serverErrorText(error) ?? TEXT.decisionFailed, { variant: 'error' });
    } finally {
      setPending(null);
    }
  };
  return {
    decide: (row: RowView, candidate: CaseMatchView, verdict: Verdict) => void decide(row, candidate, verdict),
    pending,
  };
}
