import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format/dates';
import type { CaseHearing } from '../api/case-api';
import { useCalendarDownload } from './use-calendar-download';

const WEEKDAY = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });

/** "Montag, 16.03.2026, 09:30 Uhr": the weekday of a calendar date, never shifted by the browser's zone. */
export function hearingWhen(hearing: Pick<CaseHearing, 'date' | 'time'>): string {
  const weekday = WEEKDAY.format(new Date(`${hearing.date}T12:00:00Z`));
  return `${weekday}, ${formatDate(hearing.date)}${hearing.time ? `, ${hearing.time} Uhr` : ''}`;
}

/** The case's court hearings, each with a calendar export; all at once when there are several. */
export function CaseHearings({ caseId, hearings }: { caseId: number; hearings: readonly CaseHearing[] }) {
  const { download, busy } = useCalendarDownload(caseId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-hearings-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="case-hearings-heading" variant="h6" component="h2">
          Termine
        </Typography>
        {hearings.length > 1 && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<EventIcon aria-hidden />}
            disabled={busy}
            onClick={() => void download()}
          >
            Alle Termine in Kalender übernehmen
          </Button>
        )}
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
        {hearings.map((hearing) => (
          <Box
            component="li"
            key={hearing.id}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
          >
            <Stack spacing={0.5}>
              <Typography variant="subtitle2" component="h3">
                {hearing.label}
              </Typography>
              <Typography>{hearingWhen(hearing)}</Typography>
              {hearing.place && <Typography sx={{ color: 'text.secondary' }}>{hearing.place}</Typography>}
              <Box>
                <Button
                  size="small"
                  startIcon={<EventIcon aria-hidden />}
                  disabled={busy}
                  onClick={() => void download(hearing.id)}
                  aria-label={`${hearing.label} am ${formatDate(hearing.date)} in Kalender übernehmen`}
                  sx={{ px: 0.5 }}
                >
                  In Kalender übernehmen
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
