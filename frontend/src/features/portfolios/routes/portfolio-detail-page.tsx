import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverErrorText } from '../../../lib/api/api-error';
import { formatCount } from '../../../lib/format/numbers';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { PORTFOLIO_POLL_MS, useGetPortfoliosQuery } from '../api/portfolios-api';
import { PortfolioUpsellBanner } from '../components/list/portfolio-upsell-banner';
import { MatchingProgress, matchingRuns } from '../components/matching-progress';
import { PAGE_TITLE_SX } from '../components/page-title';
import { modeLabel, PORTFOLIO_MESSAGES } from '../components/portfolio-messages';
import { RowsSection } from '../components/rows/rows-section';
import { StateCountChips } from '../components/state-count-chips';
import { UploadSection } from '../components/upload/upload-section';
import { usePortfolioRefusal } from '../components/use-portfolio-refusal';

/** Issue #31: one portfolio: upload (wizard), counts, rows, the review queue and the export of hits. */
export default function PortfolioDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const isPro = isProPlan(user?.plan);
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/portfolios" startIcon={<ArrowBackIcon />} size="small">
          Alle Portfolios
        </Button>
      </Box>
      {isPro ? (
        <PortfolioDetail id={id} />
      ) : (
        <>
          <PortfolioTitle name="Portfolio" />
          <PortfolioUpsellBanner />
        </>
      )}
    </Stack>
  );
}

function PortfolioTitle({ name }: { name: string }) {
  useDocumentTitle(name === 'Portfolio' ? 'Portfolio' : `${name} – Portfolio`);
  return (
    <Typography variant="h4" component="h1" sx={PAGE_TITLE_SX}>
      {name}
    </Typography>
  );
}

/** The portfolio's summary comes from the list (the API has no single-portfolio read). */
function PortfolioDetail({ id }: { id: string }) {
  const [polling, setPolling] = useState(false);
  const { portfolio, isLoading, error } = useGetPortfoliosQuery(undefined, {
    pollingInterval: polling ? PORTFOLIO_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    selectFromResult: ({ data, isLoading, error }) => ({
      portfolio: data?.items.find((item) => item.id === id),
      isLoading,
      error,
    }),
  });
  const refuse = usePortfolioRefusal();
  const running = portfolio ? matchingRuns(portfolio) : false;
  useEffect(() => setPolling(running), [running]);
  useEffect(() => {
    if (error && !refuse(error)) console.error('Portfolio nicht geladen', error);
  }, [error, refuse]);

  if (isLoading)
    return (
      <Stack spacing={2} role="status" aria-label="Portfolio wird geladen">
        <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  if (error)
    return (
      <Alert severity="error">
        {PORTFOLIO_MESSAGES.loadFailed}: {serverErrorText(error) ?? PORTFOLIO_MESSAGES.genericError}
      </Alert>
    );
  if (!portfolio)
    return (
      <>
        <PortfolioTitle name="Portfolio nicht gefunden" />
        <Typography>Dieses Portfolio gibt es nicht (mehr), oder es gehört einem anderen Konto.</Typography>
      </>
    );

  return (
    <>
      <Stack spacing={1}>
        <PortfolioTitle name={portfolio.name} />
        <Typography sx={{ color: 'text.secondary' }}>
          {formatCount(portfolio.rowCount)} {portfolio.rowCount === 1 ? 'Zeile' : 'Zeilen'} · Benachrichtigung:{' '}
          {modeLabel(portfolio.mode)}
        </Typography>
        <StateCountChips counts={portfolio.counts} />
        <MatchingProgress portfolio={portfolio} />
      </Stack>
      <UploadSection portfolioId={portfolio.id} hasRows={portfolio.rowCount > 0} openUpload={portfolio.openUpload} />
      {portfolio.lastUpload && (
        <RowsSection portfolioId={portfolio.id} counts={portfolio.counts} matchingRuns={running} />
      )}
    </>
  );
}
