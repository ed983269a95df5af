import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../lib/format/dates';
import type { ImportStatusViewModel } from './import-status-view';

/** SPEC §2: the latest imported cases with court and time. */
export function RecentImportActivity({ activity }: { activity: ImportStatusViewModel['activity'] }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Letzte Import-Aktivität
      </Typography>
      {activity.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Noch keine Importe.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {activity.map((entry) => (
            <Box component="li" key={entry.id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                {entry.companyName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[entry.court, formatDateTime(entry.createdAt)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
