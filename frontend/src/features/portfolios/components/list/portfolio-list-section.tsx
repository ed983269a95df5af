import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CardListSkeleton } from '../../../../components/feedback/card-list-skeleton';
import { serverErrorText } from '../../../../lib/api/api-error';
import { PORTFOLIO_POLL_MS, useGetPortfoliosQuery } from '../../api/portfolios-api';
import type { PortfolioSummary } from '../../api/portfolio-types';
import { matchingRuns } from '../matching-progress';
import { PORTFOLIO_MESSAGES } from '../portfolio-messages';
import { usePortfolioRefusal } from '../use-portfolio-refusal';
import { DeletePortfolioDialog } from './delete-portfolio-dialog';
import { PlanLimitBar } from './plan-limit-bar';
import { PortfolioCard } from './portfolio-card';
import type { usePortfolioActions } from './use-portfolio-actions';

interface PortfolioListSectionProps {
  actions: ReturnType<typeof usePortfolioActions>;
  onEdit: (portfolio: PortfolioSummary) => void;
}

/** The list with the plan limit; asked again every 2 s while a matching runs, so its progress moves. */
export function PortfolioListSection({ actions, onEdit }: PortfolioListSectionProps) {
  const [polling, setPolling] = useState(false);
  const { data, isLoading, isError, error, refetch } = useGetPortfoliosQuery(undefined, {
    pollingInterval: polling ? PORTFOLIO_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const refuse = usePortfolioRefusal();
  const [toDelete, setToDelete] = useState<PortfolioSummary | null>(null);

  useEffect(() => setPolling(Boolean(data?.items.some(matchingRuns))), [data]);
  useEffect(() => {
    if (error && !refuse(error)) console.error('Portfolios nicht geladen', error);
  }, [error, refuse]);

  const confirmDelete = async (portfolio: PortfolioSummary) => {
    if (await actions.deletePortfolio(portfolio)) setToDelete(null);
  };

  return (
    <Stack component="section" aria-labelledby="portfolio-list-heading" spacing={2}>
      <Typography id="portfolio-list-heading" variant="h5" component="h2">
        Ihre Portfolios{data ? ` (${data.items.length})` : ''}
      </Typography>
      {data && <PlanLimitBar usedRows={data.limit.usedRows} maxRows={data.limit.maxRows} />}
      {isLoading ? (
        <CardListSkeleton label="Portfolios werden geladen" />
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Erneut versuchen
            </Button>
          }
        >
          <AlertTitle>{PORTFOLIO_MESSAGES.loadFailed}</AlertTitle>
          {serverErrorText(error) ?? PORTFOLIO_MESSAGES.genericError}
        </Alert>
      ) : !data || data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            Noch keine Portfolios
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Legen Sie ein Portfolio an und laden Sie Ihre Kundenliste als CSV- oder Excel-Datei hoch.
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.items.map((portfolio) => (
            <PortfolioCard key={portfolio.id} portfolio={portfolio} onEdit={onEdit} onDelete={setToDelete} />
          ))}
        </Box>
      )}
      <DeletePortfolioDialog
        portfolio={toDelete}
        busy={actions.deleting}
        onConfirm={(portfolio) => void confirmDelete(portfolio)}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
