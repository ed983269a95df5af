import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/format/dates';
import type { CaseDetail } from '../api/case-api';
import { type Fact, FactList } from './fact-list';

/** SPEC §2: case id, added date, last update if any; the ways on to search and notifications. */
export function CaseFurtherInfo({ detail }: { detail: CaseDetail }) {
  const facts: Fact[] = [
    { label: 'Fall-ID', value: detail.id },
    { label: 'Hinzugefügt am', value: formatDate(detail.createdAt) },
  ];
  if (detail.updatedAt) facts.push({ label: 'Zuletzt aktualisiert', value: formatDate(detail.updatedAt) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-info-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="case-info-heading" variant="h6" component="h2" gutterBottom>
        Weitere Informationen
      </Typography>
      <FactList facts={facts} />
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Button component={RouterLink} to="/search" variant="outlined">
          Weitere Verfahren suchen
        </Button>
        <Button component={RouterLink} to="/notifications" variant="outlined">
          Benachrichtigung einrichten
        </Button>
      </Stack>
    </Paper>
  );
}
