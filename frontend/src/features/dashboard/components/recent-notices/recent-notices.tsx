import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { NOTICE_ROW_MIN_HEIGHT, RecentNoticeRow } from './recent-notice-row';

interface RecentNoticesProps {
  notices: InsolvencyCase[] | undefined;
  loading: boolean;
  /** The text to show when loading failed. */
  error?: string;
}

const SKELETON_ROWS = 5;

/** SPEC §2 'Aktuelle Meldungen'. */
export function RecentNotices({ notices, loading, error }: RecentNoticesProps) {
  const now = new Date();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-notices-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="recent-notices-heading" variant="h6" component="h2">
          Aktuelle Meldungen
        </Typography>
        <Button component={RouterLink} to="/search" size="small" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Alle anzeigen
        </Button>
      </Stack>
      {loading ? (
        <Box role="status" aria-label="Meldungen werden geladen">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={NOTICE_ROW_MIN_HEIGHT - 12} sx={{ my: '6px' }} />
          ))}
        </Box>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : !notices?.length ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
          Keine aktuellen Meldungen verfügbar
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {notices.map((notice) => (
            <RecentNoticeRow key={notice.id} notice={notice} now={now} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
