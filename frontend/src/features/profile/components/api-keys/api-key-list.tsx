import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../lib/format/dates';
import type { ApiKeySummary } from '../../api/profile-api';

interface ApiKeyListProps {
  keys: ApiKeySummary[];
  onRevoke: (key: ApiKeySummary) => void;
}

/** The user's keys: name, preview, dates and state; active ones can be revoked. */
export function ApiKeyList({ keys, onRevoke }: ApiKeyListProps) {
  if (keys.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>Noch keine API-Schlüssel erstellt.</Typography>;
  }
  return (
    <Box component="ul" aria-label="Ihre API-Schlüssel" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {keys.map((key) => (
        <Stack
          component="li"
          key={key.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{key.name}</Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              {key.preview}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`Erstellt am ${formatDate(key.createdAt)}`}
              {key.revokedAt && ` · widerrufen am ${formatDate(key.revokedAt)}`}
            </Typography>
          </Box>
          <Chip
            label={key.active ? 'Aktiv' : 'Widerrufen'}
            size="small"
            sx={key.active ? { bgcolor: '#e8f5e9', color: '#1b5e20' } : { bgcolor: '#eceff1', color: '#37474f' }}
          />
          {key.active && (
            <Button
              color="error"
              size="small"
              onClick={() => onRevoke(key)}
              aria-label={`API-Schlüssel „${key.name}“ widerrufen`}
            >
              Widerrufen
            </Button>
          )}
        </Stack>
      ))}
    </Box>
  );
}
