import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { CaseStatusBadge } from '../../../components/insolvency/case-status-badge';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGetCaseQuery } from '../api/case-api';
import { BackToOverviewLink } from '../components/back-to-overview-link';
import { CaseDetailSkeleton } from '../components/case-detail-skeleton';
import { CaseFacts } from '../components/case-facts';
import { CaseFurtherInfo } from '../components/case-further-info';
import { CaseNotFound } from '../components/case-not-found';
import { CaseNoticeTimeline } from '../components/case-notice-timeline';
import { WebSearchButton } from '../components/web-search-button';

const CASE_ID = /^[1-9]\d{0,15}$/;

/** SPEC §2 Case detail (/case/:id) plus the case's notice timeline. */
export default function CaseDetailPage() {
  const { id = '' } = useParams();
  const validId = CASE_ID.test(id);
  // An id that cannot exist is not asked for: it is not found either way.
  // currentData, not data: while another case loads, the previous one must not show.
  const { currentData: data, isFetching, isError, error } = useGetCaseQuery(Number(id), { skip: !validId });
  useDocumentTitle(data?.companyName ?? 'Falldetails');

  useEffect(() => {
    if (isError) console.error('Fall konnte nicht geladen werden', error);
  }, [isError, error]);

  if (!validId || (isError && !isFetching)) return <CaseNotFound />;
  if (!data) return <CaseDetailSkeleton />;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <BackToOverviewLink />
        <WebSearchButton companyName={data.companyName} />
      </Stack>
      <Paper variant="outlined" component="article" aria-labelledby="case-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box>
            <CaseStatusBadge status={data.status} />
          </Box>
          {/* Long German company names break with a hyphen on phones ("haftungsbeschränkt"), not mid-word. */}
          <Typography
            id="case-heading"
            variant="h4"
            component="h1"
            lang="de"
            sx={{ hyphens: 'auto', overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {data.companyName}
          </Typography>
          <CaseFacts detail={data} />
          {data.description && (
            <Box component="section" aria-labelledby="case-description-heading">
              <Typography id="case-description-heading" variant="h6" component="h2" gutterBottom>
                Beschreibung
              </Typography>
              {/* Notices are preformatted by the courts: keep their line breaks. */}
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>{data.description}</Typography>
            </Box>
          )}
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <CaseNoticeTimeline notices={data.notices ?? []} />
        <CaseFurtherInfo detail={data} />
      </Box>
    </Stack>
  );
}
