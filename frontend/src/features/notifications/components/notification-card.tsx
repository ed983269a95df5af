import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatGermanDate, formatGermanDateTime } from '../../../lib/format/german-dates';
import type { Subscription } from '../api/subscriptions-api';
import { RecipientStatusNotice } from './recipient-status-notice';

interface NotificationCardProps {
  subscription: Subscription;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  resending?: boolean;
  onResend?: () => void;
}

/** One entry of the list (SPEC §2): what it watches, where it goes, Aktiv/Inaktiv switch, edit and delete. */
export function NotificationCard({
  subscription,
  toggling,
  onToggle,
  onEdit,
  onDelete,
  resending = false,
  onResend = () => {},
}: NotificationCardProps) {
  const headingId = useId();
  const { companyName, email, keywords, active, createdAt, lastNotification } = subscription;
  const targets = [
    subscription.registerNumber && `Registernummer ${subscription.registerNumber}`,
    subscription.caseNumber &&
      `Aktenzeichen ${subscription.caseNumber}${subscription.court ? ` (${subscription.court})` : ''}`,
  ].filter(Boolean);

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {companyName}
          </Typography>
          <Chip
            label={active ? 'Aktiv' : 'Inaktiv'}
            color={active ? 'success' : 'default'}
            size="small"
            variant={active ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          E-Mail an: {email}
        </Typography>
        <RecipientStatusNotice subscription={subscription} resending={resending} onResend={onResend} />
        {targets.map((target) => (
          <Typography key={String(target)} variant="body2">
            {target}
          </Typography>
        ))}
        <Box>
          <Typography variant="body2" component="span" sx={{ mr: 1 }}>
            Stichwörter:
          </Typography>
          {keywords.length === 0 ? (
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              alle Verfahren
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Stichwörter"
              sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
            >
              {keywords.map((keyword) => (
                <li key={keyword}>
                  <Chip label={keyword} size="small" variant="outlined" />
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Typography variant="body2">
          Benachrichtigung: {subscription.mode === 'sofort' ? 'Sofort' : 'Täglich (Sammel-E-Mail um 07:00)'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Erstellt am {formatGermanDate(createdAt)} · Letzte Benachrichtigung:{' '}
          {formatGermanDateTime(lastNotification, 'noch keine')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={<Switch checked={active} onChange={onToggle} disabled={toggling} />}
            label={active ? 'Aktiv' : 'Inaktiv'}
          />
          <Stack direction="row" spacing={1}>
            <Button startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={`Bearbeiten: ${companyName}`}>
              Bearbeiten
            </Button>
            <Button
              startIcon={<DeleteOutlineIcon />}
              color="error"
              onClick={onDelete}
              aria-label={`Löschen: ${companyName}`}
            >
              Löschen
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
