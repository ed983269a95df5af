import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/format/dates';
import type { UpcomingDeadline } from '../api/deadlines-api';
import { DaysRemainingChip } from './days-remaining';

/** One card per deadline (readable on a phone as on a desktop), soonest first, as the server sorted them. */
export function DeadlineList({ deadlines }: { deadlines: readonly UpcomingDeadline[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Kommende Fristen">
      {deadlines.map((d) => (
        <Card component="li" key={`${d.caseId}-${d.deadlineId}`} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}>
              <DaysRemainingChip days={d.daysRemaining} />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {formatDate(d.date)}
                {d.time ? `, ${d.time} Uhr` : ''}
              </Typography>
              <Typography component="span">{d.label}</Typography>
            </Stack>
            <Link component={RouterLink} to={`/case/${d.caseId}`} sx={{ overflowWrap: 'anywhere' }}>
              {d.companyName}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {d.court}, {d.caseNumber}
              {d.place ? ` · ${d.place}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              „{d.sentence}“
            </Typography>
            {d.sources.length > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                Beobachtet über: {d.sources.map((source) => source.label).join('; ')}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
