import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../../lib/format/dates';
import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { procedureTypeLabel } from '../../../../lib/insolvency/procedure-types';
import { isNewNotice, shortenCourt } from './notice-rules';

/** Fixed, so the skeleton rows take the same room as the loaded ones. */
export const NOTICE_ROW_MIN_HEIGHT = 76;

// Both badges keep dark text on a light tint (contrast above 7:1).
const NEW_BADGE = { bgcolor: '#e8f5e9', color: '#1b5e20' };
const UPDATED_BADGE = { bgcolor: '#eceff1', color: '#37474f' };

/** SPEC §2 'Aktuelle Meldungen' row: company, court (AG), type or status, date, 'neu'/'aktualisiert', Details. */
export function RecentNoticeRow({ notice, now }: { notice: InsolvencyCase; now: Date }) {
  const fresh = isNewNotice(notice.publicationDate, now);
  const details = [shortenCourt(notice.court), procedureTypeLabel(notice.procedureType) ?? notice.status]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', minHeight: NOTICE_ROW_MIN_HEIGHT, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
            {notice.companyName}
          </Typography>
          <Chip
            label={fresh ? 'neu' : 'aktualisiert'}
            size="small"
            sx={{ ...(fresh ? NEW_BADGE : UPDATED_BADGE), flexShrink: 0 }}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word', hyphens: 'auto' }}>
          {details}
          {details && ' · '}
          {formatDate(notice.publicationDate)}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={`/case/${notice.id}`}
        size="small"
        aria-label={`Details zu ${notice.companyName}`}
        sx={{ flexShrink: 0 }}
      >
        Details
      </Button>
    </Stack>
  );
}
