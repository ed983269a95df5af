import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CaseStatusBadge } from '../../../components/insolvency/case-status-badge';
import { formatDate } from '../../../lib/format/dates';
import type { InsolvencyCase } from '../../../lib/insolvency/insolvency-case';
import { procedureTypeLabel } from '../../../lib/insolvency/procedure-types';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** SPEC §2 search result: company, status badge, address, court, Az, date, description, Verwalter, type, Details. */
export function SearchResultCard({ result }: { result: InsolvencyCase }) {
  const headingId = `result-${result.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'break-word' }}>
            {result.companyName}
          </Typography>
          <CaseStatusBadge status={result.status} />
        </Stack>
        {result.address && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {result.address}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Detail label="Gericht" value={result.court} />
          <Detail label="Az" value={result.caseNumber} />
          <Detail label="Veröffentlicht" value={formatDate(result.publicationDate)} />
          <Detail label="Verfahrensart" value={procedureTypeLabel(result.procedureType)} />
          <Detail label="Verwalter" value={result.administrator} />
        </Box>
        {result.description && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'break-word',
            }}
          >
            {result.description}
          </Typography>
        )}
        <Box>
          <Button
            component={RouterLink}
            to={`/case/${result.id}`}
            variant="outlined"
            size="small"
            aria-label={`Details zu ${result.companyName}`}
          >
            Details
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
