import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format/dates';
import type { CaseDeadline } from '../api/case-api';

const DAY_MS = 24 * 60 * 60 * 1000;
const FROM: Readonly<Record<string, string>> = {
  publication: 'ab der Bekanntmachung',
  service: 'ab der Zustellung',
};

/** Whole calendar days from `today` to `date` (both YYYY-MM-DD, so no time zone can shift them). */
function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export function daysRemaining(today: string, date: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'heute';
  if (days === 1) return 'morgen';
  if (days > 1) return `noch ${days} Tage`;
  return days === -1 ? 'seit gestern verstrichen' : `seit ${-days} Tagen verstrichen`;
}

function when(deadline: CaseDeadline): string {
  if (!deadline.date) {
    const relative = deadline.relative;
    return relative ? `${relative.text}${relative.from ? ` ${FROM[relative.from]}` : ''}` : 'ohne Datum';
  }
  return `${formatDate(deadline.date)}${deadline.time ? `, ${deadline.time} Uhr` : ''}`;
}

/**
 * "Fristen und Termine": every deadline of the case's notices with the days remaining (counted from `today`, the
 * Berlin calendar day) and the sentence it came from, shown on hover and unfolded on request.
 */
export function CaseDeadlines({ deadlines, today }: { deadlines: readonly CaseDeadline[]; today: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-deadlines-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="case-deadlines-heading" variant="h6" component="h2">
        Fristen und Termine
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
        {deadlines.map((deadline) => (
          <Box
            component="li"
            key={deadline.id}
            title={deadline.sentence}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
          >
            <Typography variant="subtitle2" component="h3">
              {deadline.label}
            </Typography>
            <Typography>
              {when(deadline)}
              {deadline.date && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {` (${daysRemaining(today, deadline.date)})`}
                </Box>
              )}
            </Typography>
            {deadline.place && <Typography sx={{ color: 'text.secondary' }}>{deadline.place}</Typography>}
            <Box component="details" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              <summary>Quelle</summary>
              {deadline.sentence}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Today in Berlin as YYYY-MM-DD: deadlines are German calendar days. */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
}
