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
import { ClaimLetterCard } from '../components/claim-letter/claim-letter-card';
import { berlinToday, CaseDeadlines } from '../components/case-deadlines';
import { CaseHearings } from '../components/case-hearings';
import { CaseNoticeTimeline } from '../components/case-notice-timeline';
import { DebtorFileCases } from '../components/debtor-file';
import { PortalLink } from '../components/portal-link';
import { WebSearchButton } from '../components/web-search-button';

const CASE_ID = /^[1-9]\d{0,15}$/;

const DESCRIPTION_ID = 'case-description';

/**
 * SPEC §2 Case detail (/case/:id) plus the case's facts from its notices (register, Anmeldefrist, hearings with
 * calendar export, the administrator's contact), the way to the official portal and the notice timeline; for a case
 * with an administrator the claim letter (issue #32 item 5).
 */
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
  const hearings = data.facts?.hearings ?? [];
  const deadlines = data.deadlines ?? [];
  const administrator = data.facts?.administrator;
  const claimsDeadline =
    data.facts?.claimsDeadline ?? deadlines.find((deadline) => deadline.kind === 'anmeldefrist')?.date ?? null;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <BackToOverviewLink />
        {/* A web search for a natural person's name would spread an insolvency about a private individual. */}
        {data.debtorKind === 'company' && <WebSearchButton companyName={data.companyName} />}
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
            <Box component="section" id={DESCRIPTION_ID} aria-labelledby="case-description-heading">
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
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {deadlines.length > 0 && <CaseDeadlines deadlines={deadlines} today={berlinToday()} />}
          {hearings.length > 0 && <CaseHearings caseId={data.id} hearings={hearings} />}
          {data.file && <DebtorFileCases file={data.file} />}
          {data.file ? (
            <CaseNoticeTimeline
              notices={data.file.timeline}
              title="Bekanntmachungen aller Verfahren"
              descriptionId={data.description && data.file.timeline[0]?.caseId === data.id ? DESCRIPTION_ID : undefined}
            />
          ) : (
            <CaseNoticeTimeline
              notices={data.notices ?? []}
              descriptionId={data.description ? DESCRIPTION_ID : undefined}
            />
          )}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {administrator && (
            <ClaimLetterCard
              target={{
                caseId: data.id,
                administrator: [administrator.name, administrator.firm].filter(Boolean).join(', '),
                claimsDeadline,
              }}
            />
          )}
          {data.portal && <PortalLink portal={data.portal} />}
          <CaseFurtherInfo detail={data} />
        </Stack>
      </Box>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        Rechtlich maßgeblich ist allein die Veröffentlichung im amtlichen Portal www.insolvenzbekanntmachungen.de. Die
        Angaben auf dieser Seite sind aus den Bekanntmachungen gelesen und können unvollständig sein.
      </Typography>
    </Stack>
  );
}
